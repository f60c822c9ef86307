import type { LighthouseResult } from './lighthouse-run.ts';
import type { TransferResult } from './transfer.ts';

export const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes'] as const;
export type Metric = (typeof METRICS)[number];
export type Figures = Record<Metric, number>;

export interface Target {
  limit: number;
  atLeast: boolean;
  /** How the limit was derived, when it is not a plain number. */
  basis?: string;
  met: boolean;
}

export interface MetricRow {
  metric: Metric;
  value: number;
  /** value / the reference's value; null when the reference has 0 and this page does not. */
  vsBare: number | null;
  vsStatic: number | null;
  target?: Target;
}

export interface PageComparison {
  page: string;
  rows: MetricRow[];
}

/** The targets for the site's pages: printed beside the figures, never enforced. */
const TARGETS: Partial<Record<Metric, { limit: number; atLeast?: boolean }>> = {
  score: { limit: 98, atLeast: true },
  lcpMs: { limit: 1200 },
  cls: { limit: 0.01 },
};
/** Targets relative to the bare page of the same run (issue 20), on every site page. */
const TIMES_BARE: Partial<Record<Metric, number>> = { tbtMs: 2, jsBytes: 1.3 };

/**
 * Lighthouse's medians plus the first-load JS code (gzip, demo-data chunks
 * excluded) from the Playwright load of the same page.
 */
export function figures(lighthouse: LighthouseResult, transfer: TransferResult[]): Figures {
  const load = transfer.find((t) => t.page === lighthouse.page);
  if (!load) throw new Error(`no first-load measurement of ${lighthouse.page}`);
  const { score, fcpMs, lcpMs, tbtMs, cls } = lighthouse.median;
  return { score, fcpMs, lcpMs, tbtMs, cls, jsBytes: load.bytes.js };
}

const ratio = (value: number, reference: number): number | null => (reference === 0 ? (value === 0 ? 1 : null) : value / reference);

const target = (limit: number, atLeast: boolean, value: number, basis?: string): Target => ({
  limit,
  atLeast,
  ...(basis ? { basis } : {}),
  met: atLeast ? value >= limit : value <= limit,
});

/** Each page against both references; targets only on the site's own pages. */
export function compare(pages: { page: string; figures: Figures; isSite: boolean }[], bare: Figures, stat: Figures): PageComparison[] {
  return pages.map(({ page, figures: f, isSite }) => ({
    page,
    rows: METRICS.map((metric) => {
      const row: MetricRow = { metric, value: f[metric], vsBare: ratio(f[metric], bare[metric]), vsStatic: ratio(f[metric], stat[metric]) };
      const fixed = TARGETS[metric];
      if (isSite && fixed) row.target = target(fixed.limit, fixed.atLeast ?? false, f[metric]);
      const times = TIMES_BARE[metric];
      if (isSite && times) row.target = target(bare[metric] * times, false, f[metric], `${times}× bare`);
      return row;
    }),
  }));
}
