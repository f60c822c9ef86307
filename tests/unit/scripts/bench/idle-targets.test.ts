// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateTargets, searchTarget, type BareFigures, type PageFigures } from '../../../../scripts/bench/idle-targets.ts';

const bare: BareFigures = { tbtMs: 50, lcpMs: 1100, jsBytes: 100 * 1024 };
const page = (over: Partial<PageFigures> = {}): PageFigures => ({
  build: 'demo',
  route: '/saree',
  isList: true,
  score: 99,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 90,
  jsBytes: 120 * 1024,
  firebaseBytes: 0,
  elements: 900,
  longestTaskMs: 80,
  ...over,
});
const met = (checks: ReturnType<typeof evaluateTargets>) => Object.fromEntries(checks.map((c) => [c.id, c.met]));

describe('the targets of issue 20', () => {
  it('are all met by a page within every limit', () => {
    expect(met(evaluateTargets(page(), bare))).toEqual({ score: true, tbt: true, lcp: true, js: true, elements: true });
  });

  it('hold at their limits and miss just past them', () => {
    const edge = page({ score: 98, tbtMs: 100, lcpMs: 1100, jsBytes: 130 * 1024, elements: 1500 });
    expect(Object.values(met(evaluateTargets(edge, bare)))).toEqual([true, true, true, true, true]);
    const past = page({ score: 97, tbtMs: 101, lcpMs: 1101, jsBytes: 130 * 1024 + 1, elements: 1501 });
    expect(Object.values(met(evaluateTargets(past, bare)))).toEqual([false, false, false, false, false]);
  });

  it("judge LCP against 1.2 s when the bare page is slower, and against the bare page's when it is faster", () => {
    expect(evaluateTargets(page({ lcpMs: 1190 }), { ...bare, lcpMs: 1500 }).find((c) => c.id === 'lcp')).toMatchObject({
      met: true,
      limit: "≤ 1.20 s (1.20 s and bare's)",
    });
    expect(evaluateTargets(page({ lcpMs: 1000 }), { ...bare, lcpMs: 900 }).find((c) => c.id === 'lcp')?.met).toBe(false);
  });

  it('count elements on list pages only, and never the Firebase SDK as first-load JS', () => {
    expect(evaluateTargets(page({ isList: false, elements: 9000 }), bare).map((c) => c.id)).toEqual(['score', 'tbt', 'lcp', 'js']);
    expect(evaluateTargets(page({ firebaseBytes: 80 * 1024 }), bare).find((c) => c.id === 'js')?.met).toBe(true);
  });

  it('print the limit with its basis and the value', () => {
    expect(evaluateTargets(page(), bare).find((c) => c.id === 'tbt')).toEqual({
      id: 'tbt',
      limit: '≤ 100 ms (2× bare)',
      value: '90 ms',
      met: true,
    });
    expect(evaluateTargets(page(), bare).find((c) => c.id === 'js')?.limit).toBe('≤ 130.0 KB (1.3× bare)');
    expect(searchTarget(100)).toEqual({ id: 'search', limit: '≤ 100 ms', value: '100 ms', met: true });
    expect(searchTarget(140).met).toBe(false);
  });
});
