// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idleTable, targetsBlock } from '../../../../scripts/bench/idle-report.ts';
import { evaluateTargets, searchTarget, type PageFigures } from '../../../../scripts/bench/idle-targets.ts';

const bare = { score: 100, fcpMs: 1300, lcpMs: 1400, tbtMs: 50, jsBytes: 100 * 1024, elements: 12, longestTaskMs: 0 };
const churidar: PageFigures = {
  build: 'firestore',
  route: '/Churidar',
  isList: true,
  score: 91,
  fcpMs: 1100,
  lcpMs: 1150,
  tbtMs: 150,
  jsBytes: 125 * 1024,
  firebaseBytes: 40.5 * 1024,
  elements: 1234,
  longestTaskMs: 212,
};
const contact: PageFigures = {
  ...churidar,
  build: 'demo',
  route: '/contact-us',
  isList: false,
  firebaseBytes: 0,
  elements: 456,
  tbtMs: 60,
};

describe('the idle table', () => {
  const text = idleTable([contact, churidar], bare, 3);
  const line = (start: string) => text.split('\n').find((l) => l.startsWith(start))!;

  it('has one row per page and build, the bare page last, TBT beside the bare TBT', () => {
    expect(text.split('\n')[0]).toMatch(
      /^Lighthouse mobile \(median of 3\)\s+score\s+FCP ms\s+LCP ms\s+TBT ms\s+bare 50 ms\s+JS KB\s+Firebase KB\s+elements 10 s\s+longest task ms$/,
    );
    expect(line('firestore /Churidar').split(/\s{2,}/)).toEqual([
      'firestore /Churidar',
      '91',
      '1100',
      '1150',
      '150',
      '×3.0',
      '125.0',
      '40.5',
      '1,234',
      '212',
    ]);
    expect(line('demo /contact-us').split(/\s{2,}/)).toEqual([
      'demo /contact-us',
      '91',
      '1100',
      '1150',
      '60',
      '×1.2',
      '125.0',
      '–',
      '456',
      '212',
    ]);
    expect(
      text
        .split('\n')
        .at(-1)!
        .split(/\s{2,}/),
    ).toEqual(['bare /', '100', '1300', '1400', '50', '100.0', '–', '12', '0']);
  });
});

describe('the targets block', () => {
  const text = targetsBlock([
    { name: 'demo /contact-us', checks: evaluateTargets(contact, bare) },
    { name: 'firestore /Churidar', checks: [...evaluateTargets(churidar, bare), searchTarget(80)] },
  ]);

  it('says PASS or MISS with the value per page and build, and – where a target does not apply', () => {
    const row = (name: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(name))!
        .split(/\s{2,}/);
    expect(row('demo /contact-us')).toEqual([
      'demo /contact-us',
      'MISS 91',
      'PASS 60 ms',
      'PASS 1.15 s',
      'PASS 125.0 KB',
      '–',
      '–',
      '–',
      '–',
    ]);
    expect(row('firestore /Churidar')).toEqual([
      'firestore /Churidar',
      'MISS 91',
      'MISS 150 ms',
      'PASS 1.15 s',
      'PASS 125.0 KB',
      'PASS 1,234',
      'PASS 80 ms',
      // The repeat visit's columns: measured on the first list only (repeat-report.test.ts).
      '–',
      '–',
    ]);
  });

  it('prints each limit once, and how many targets were met', () => {
    expect(text).toContain('Targets (reported, not enforced): 7 of 10 met');
    expect(text).toContain('  TBT: ≤ 100 ms (2× bare)');
    expect(text).toContain('  elements (lists): ≤ 1,500 elements');
    expect(text).toContain('  search key: ≤ 100 ms');
  });
});
