import type { Metric, MetricRow, PageComparison } from './comparison.ts';
import { table } from './text-table.ts';

const LABELS: Record<Metric, string> = {
  score: 'Lighthouse score',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  jsBytes: 'first-load JS, gzip',
};

export function formatFigure(metric: Metric, n: number): string {
  switch (metric) {
    case 'score':
      return String(Math.round(n));
    case 'fcpMs':
    case 'lcpMs':
      return `${(n / 1000).toFixed(2)} s`;
    case 'tbtMs':
      return `${Math.round(n)} ms`;
    case 'cls':
      return n.toFixed(3);
    case 'jsBytes':
      return `${(n / 1024).toFixed(1)} KB`;
  }
}

const times = (r: number | null) => (r === null ? '–' : `×${r.toFixed(2)}`);

function targetCell({ metric, target }: MetricRow): string {
  if (!target) return '';
  const limit = `${target.atLeast ? '≥' : '≤'} ${formatFigure(metric, target.limit)}${target.basis ? ` (${target.basis})` : ''}`;
  return `${limit}: ${target.met ? 'met' : 'MISSED'}`;
}

/** One small table per page: each figure with its ratio to the bare and the static reference, and its target. */
export function comparisonTables(comparisons: PageComparison[]): string {
  const tables = comparisons.map(({ page, rows }) =>
    table(
      [page, 'figure (vs bare React, vs static HTML)', rows.some((r) => r.target) ? 'target (not enforced)' : ''],
      rows.map((row) => [
        `  ${LABELS[row.metric]}`,
        `${formatFigure(row.metric, row.value)} (${times(row.vsBare)} bare, ${times(row.vsStatic)} static)`,
        targetCell(row),
      ]),
      true,
    ),
  );
  return ['Against the references (JS = code only; demo-data chunks are in the data column above):', ...tables].join('\n\n');
}
