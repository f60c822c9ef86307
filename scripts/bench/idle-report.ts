import type { BareFigures, PageFigures, TargetCheck, TargetId } from './idle-targets.ts';
import { table } from './text-table.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => String(Math.round(n));
const times = (value: number, reference: number) => (reference > 0 ? `×${(value / reference).toFixed(1)}` : '–');

/**
 * One row per page of each build, the bare page last: Lighthouse's medians, TBT beside the bare
 * page's, first-load code and the Firebase SDK apart, elements after 10 s idle, the longest task.
 */
export function idleTable(
  pages: PageFigures[],
  bare: BareFigures & { score: number; fcpMs: number; elements: number; longestTaskMs: number },
  runs: number,
): string {
  const row = (name: string, p: Omit<PageFigures, 'build' | 'route' | 'isList'>, tbtVsBare: string) => [
    name,
    String(Math.round(p.score)),
    ms(p.fcpMs),
    ms(p.lcpMs),
    ms(p.tbtMs),
    tbtVsBare,
    kb(p.jsBytes),
    p.firebaseBytes > 0 ? kb(p.firebaseBytes) : '–',
    p.elements.toLocaleString('en'),
    ms(p.longestTaskMs),
  ];
  return table(
    [
      `Lighthouse mobile${runs > 1 ? ` (median of ${runs})` : ''}`,
      'score',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      `bare ${ms(bare.tbtMs)} ms`,
      'JS KB',
      'Firebase KB',
      'elements 10 s',
      'longest task ms',
    ],
    [...pages.map((p) => row(`${p.build} ${p.route}`, p, times(p.tbtMs, bare.tbtMs))), row('bare /', { ...bare, firebaseBytes: 0 }, '')],
  );
}

const COLUMNS: { id: TargetId; head: string }[] = [
  { id: 'score', head: 'score' },
  { id: 'tbt', head: 'TBT' },
  { id: 'lcp', head: 'LCP' },
  { id: 'js', head: 'first-load JS' },
  { id: 'elements', head: 'elements (lists)' },
  { id: 'search', head: 'search key' },
  { id: 'repeatLcp', head: 'repeat LCP' },
  { id: 'repeatBytes', head: 'repeat bytes' },
];

/** PASS/MISS per page and build, the limit of each column (the same for every row) printed above the table. */
export function targetsBlock(rows: { name: string; checks: TargetCheck[] }[]): string {
  const cell = (check: TargetCheck | undefined) => (check ? `${check.met ? 'PASS' : 'MISS'} ${check.value}` : '–');
  const limits = COLUMNS.map(({ id, head }) => {
    const check = rows.flatMap((r) => r.checks).find((c) => c.id === id);
    return check ? `  ${head}: ${check.limit}` : undefined;
  }).filter((line) => line !== undefined);
  const missed = rows.reduce((n, r) => n + r.checks.filter((c) => !c.met).length, 0);
  const checked = rows.reduce((n, r) => n + r.checks.length, 0);
  return [
    `Targets (reported, not enforced): ${checked - missed} of ${checked} met`,
    ...limits,
    table(
      ['page', ...COLUMNS.map((c) => c.head)],
      rows.map(({ name, checks }) => [name, ...COLUMNS.map(({ id }) => cell(checks.find((c) => c.id === id)))]),
    ),
  ].join('\n');
}
