// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compare, type Figures } from '../../../../scripts/bench/comparison.ts';
import { comparisonTables } from '../../../../scripts/bench/comparison-report.ts';

const bare: Figures = { score: 99, fcpMs: 1000, lcpMs: 1000, tbtMs: 50, cls: 0, jsBytes: 100 * 1024 };
const plain: Figures = { score: 100, fcpMs: 500, lcpMs: 500, tbtMs: 0, cls: 0, jsBytes: 0 };
const saree: Figures = { score: 90, fcpMs: 1300, lcpMs: 1500, tbtMs: 80, cls: 0.02, jsBytes: 120 * 1024 };

describe('compare', () => {
  const [site, reference] = compare(
    [
      { page: '/saree', figures: saree, isSite: true },
      { page: 'bare /', figures: bare, isSite: false },
    ],
    bare,
    plain,
  );
  const row = (metric: string) => site!.rows.find((r) => r.metric === metric)!;

  it('divides by each reference, and has no ratio against a zero it does not match', () => {
    expect(row('fcpMs')).toMatchObject({ vsBare: 1.3, vsStatic: 2.6 });
    expect(row('tbtMs').vsStatic).toBeNull();
    expect(
      compare([{ page: 'static /', figures: plain, isSite: false }], bare, plain)[0]!.rows.find((r) => r.metric === 'cls')!.vsStatic,
    ).toBe(1);
  });

  it('checks the targets on site pages only, the JS one against 1.3 × bare', () => {
    expect(row('score').target).toMatchObject({ limit: 98, atLeast: true, met: false });
    expect(row('tbtMs').target?.met).toBe(true);
    expect(row('cls').target?.met).toBe(false);
    expect(row('jsBytes').target).toMatchObject({ limit: 130 * 1024, met: true });
    expect(reference!.rows.every((r) => r.target === undefined)).toBe(true);
  });

  it('prints each figure with both ratios and its target', () => {
    const text = comparisonTables([site!]);
    expect(text).toContain('1.30 s (×1.30 bare, ×2.60 static)');
    expect(text).toContain('80 ms (×1.60 bare, – static)');
    expect(text).toContain('≤ 130.0 KB (1.3× bare): met');
    expect(text).toContain('≥ 98: MISSED');
  });
});
