// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { targetsBlock } from '../../../../scripts/bench/idle-report.ts';
import { NO_WORKER, repeatTargets, type RepeatVisit } from '../../../../scripts/bench/repeat-figures.ts';
import { repeatTable } from '../../../../scripts/bench/repeat-report.ts';

const visit = (over: Partial<Extract<RepeatVisit, { measured: true }>> = {}): RepeatVisit => ({
  page: 'demo /saree',
  measured: true,
  lcpMs: 272.4,
  beforeLcp: { bytes: 0, requests: 0 },
  sentBeforeLcp: { bytes: 9.1 * 1024, requests: 1 },
  otherHostsBeforeLcp: { bytes: 0, requests: 0 },
  afterLcp: { bytes: 19.4 * 1024, requests: 3 },
  install: { bytes: 96 * 1024, requests: 21, ms: 1088, urls: [] },
  reloaded: false,
  log: [],
  ...over,
});
const unmeasured: RepeatVisit = { page: 'firestore /saree', measured: false, reason: NO_WORKER };

describe('the repeat-visit targets', () => {
  it('hold at 0.8 s and 5 KB before the LCP, and miss just past them', () => {
    const edge = repeatTargets(visit({ lcpMs: 800, beforeLcp: { bytes: 5 * 1024, requests: 1 } }));
    expect(edge.map((c) => [c.id, c.met])).toEqual([
      ['repeatLcp', true],
      ['repeatBytes', true],
    ]);
    const past = repeatTargets(visit({ lcpMs: 800.1, beforeLcp: { bytes: 5 * 1024 + 1, requests: 1 } }));
    expect(past.map((c) => c.met)).toEqual([false, false]);
  });

  it("count other hosts' bytes (Firestore) with the hosting server's", () => {
    const both = visit({ beforeLcp: { bytes: 3 * 1024, requests: 1 }, otherHostsBeforeLcp: { bytes: 3 * 1024, requests: 1 } });
    expect(repeatTargets(both)[1]).toEqual({ id: 'repeatBytes', limit: '≤ 5.0 KB before LCP', value: '6.0 KB', met: false });
    expect(repeatTargets(visit())[0]).toEqual({ id: 'repeatLcp', limit: '≤ 0.80 s', value: '0.27 s', met: true });
  });

  it('are not judged on a build without a worker', () => {
    expect(repeatTargets(unmeasured)).toEqual([]);
  });

  it('print as two columns of the targets block', () => {
    const text = targetsBlock([{ name: 'demo /saree', checks: repeatTargets(visit()) }]);
    expect(text).toContain('  repeat LCP: ≤ 0.80 s\n  repeat bytes: ≤ 5.0 KB before LCP');
    expect(
      text
        .split('\n')
        .at(-1)!
        .split(/\s{2,}/)
        .slice(-2),
    ).toEqual(['PASS 0.27 s', 'PASS 0.0 KB']);
  });
});

describe('the repeat-visit table', () => {
  it('has a row per measured build: LCP, before and after it, the install', () => {
    const text = repeatTable([visit(), visit({ page: 'firestore /saree', reloaded: true, lcpMs: 910 })]);
    const [head, demo, firestore] = text.split('\n');
    expect(head).toMatch(
      /^repeat visit, warm service worker \(4× CPU, slow 4G\)\s+LCP ms\s+KB before LCP\s+requests\s+sent by LCP KB\s+other hosts KB/,
    );
    expect(demo!.split(/\s{2,}/)).toEqual(['demo /saree', '272', '0.0', '0', '9.1', '0.0', '19.4', '3', '96.0', '21', '1088']);
    expect(firestore!.startsWith('firestore /saree (reloaded once)')).toBe(true);
  });

  it('says plainly when a build has no worker, instead of a row of numbers', () => {
    expect(repeatTable([visit(), unmeasured]).split('\n').at(-1)).toBe(`firestore /saree: ${NO_WORKER}`);
    expect(repeatTable([unmeasured])).toBe(
      `repeat visit, warm service worker (4× CPU, slow 4G)\nfirestore /saree: no service worker in this build: repeat visit not measured`,
    );
  });
});
