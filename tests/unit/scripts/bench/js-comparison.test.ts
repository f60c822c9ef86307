import { describe, expect, it } from 'vitest';
import { compareJs, JS_GROWTH_LIMIT, type JsFigure } from '../../../../scripts/bench/js-comparison.ts';

const figure = (build: string, route: string, code: number): JsFigure => ({
  build,
  route,
  page: `${build} ${route}`,
  scripts: [],
  code,
  firebase: 0,
  data: 7,
});

describe('first-load JS against an older commit', () => {
  it('pairs each page with the same route and build, and says whether it grew by at most 1 KB', () => {
    const rows = compareJs(
      [figure('demo', '/saree', 10_000), figure('firestore', '/saree', 20_000 + JS_GROWTH_LIMIT + 1), figure('firestore', '/', 5_000)],
      [figure('firestore', '/saree', 20_000), figure('demo', '/saree', 9_000), figure('firestore', '/', 5_500)],
    );
    expect(rows).toEqual([
      { route: '/saree', build: 'demo', now: 10_000, before: 9_000, difference: 1_000, within: true },
      { route: '/saree', build: 'firestore', now: 21_025, before: 20_000, difference: 1_025, within: false },
      // Smaller than before is within the aim: it is about growth.
      { route: '/', build: 'firestore', now: 5_000, before: 5_500, difference: -500, within: true },
    ]);
  });

  it('growing by exactly the limit is within it', () => {
    const [row] = compareJs([figure('demo', '/', 2 * JS_GROWTH_LIMIT)], [figure('demo', '/', JS_GROWTH_LIMIT)]);
    expect(row?.within).toBe(true);
  });

  it('leaves a page the older commit was not measured on without a verdict', () => {
    expect(compareJs([figure('demo', '/new', 100)], [figure('firestore', '/new', 100)])).toEqual([
      { route: '/new', build: 'demo', now: 100, before: null, difference: null, within: null },
    ]);
  });
});
