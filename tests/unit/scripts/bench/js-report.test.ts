import { describe, expect, it } from 'vitest';
import { jsTable } from '../../../../scripts/bench/js-report.ts';

describe('the first-load JS table', () => {
  it('gives each route and build its figures now and at the commit, the difference and the verdict', () => {
    const lines = jsTable(
      [
        { route: '/saree', build: 'firestore', now: 179_302, before: 178_586, difference: 716, within: true },
        { route: '/', build: 'demo', now: 140_000, before: 142_048, difference: -2_048, within: true },
        { route: '/Churidar', build: 'demo', now: 150_000, before: 147_000, difference: 3_000, within: false },
        { route: '/new', build: 'demo', now: 1_024, before: null, difference: null, within: null },
      ],
      '2b24a19~1',
    ).split('\n');
    expect(lines[0]).toContain('at 2b24a19~1');
    expect(lines[1]).toContain('not enforced');
    expect(lines[2]).toMatch(/^route\s+build\s+JS now KB\s+JS at 2b24a19~1 KB\s+difference KB\s+within 1\.0 KB$/);
    expect(lines[3]).toMatch(/^\/saree\s+firestore\s+175\.1\s+174\.4\s+\+0\.7\s+yes$/);
    expect(lines[4]).toMatch(/^\/\s+demo\s+136\.7\s+138\.7\s+-2\.0\s+yes$/);
    expect(lines[5]).toMatch(/\+2\.9\s+NO$/);
    expect(lines[6]).toMatch(/^\/new\s+demo\s+1\.0\s+–\s+–\s+–$/);
  });
});
