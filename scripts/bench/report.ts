import { KINDS } from './classify.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { ListInteraction } from './list-interaction.ts';
import { table } from './text-table.ts';
import type { TransferResult } from './transfer.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => `${Math.round(n)}`;

export function transferTable(results: TransferResult[]): string {
  return table(
    ['first load, KB gzip', ...KINDS, 'total', 'requests', 'failed'],
    results.map((r) => [r.page, ...KINDS.map((k) => kb(r.bytes[k])), kb(r.bytes.total), String(r.requests), String(r.failed)]),
  );
}

export function lighthouseTable(results: LighthouseResult[]): string {
  const runs = results[0]?.runs.length ?? 0;
  return table(
    [`Lighthouse mobile${runs > 1 ? ` (median of ${runs})` : ''}`, 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'KB'],
    results.map(({ page, median: m }) => [
      page,
      String(m.score),
      ms(m.fcpMs),
      ms(m.lcpMs),
      ms(m.tbtMs),
      m.cls.toFixed(3),
      ms(m.speedIndexMs),
      kb(m.totalByteWeight),
    ]),
  );
}

/** Each other language's first list against the default's, per build: LCP as a ratio, both measured in this run. */
export function languageLcp(results: LighthouseResult[], pairs: { route: string; default: string }[]): string {
  const lines = pairs.flatMap((pair) =>
    results
      .filter((r) => r.page.endsWith(pair.route))
      .flatMap((other) => {
        const label = other.page.slice(0, -pair.route.length);
        const base = results.find((r) => r.page === `${label}${pair.default}`);
        return base
          ? [
              `  ${other.page}: LCP ${ms(other.median.lcpMs)} ms, ${(other.median.lcpMs / base.median.lcpMs).toFixed(2)}x ${base.page}'s ${ms(base.median.lcpMs)} ms`,
            ]
          : [];
      }),
  );
  return lines.length ? `Each language's first list against the default's (the aim: within 1.10x):\n${lines.join('\n')}` : '';
}

export function listSummary(list: ListInteraction): string {
  const { search } = list;
  return [
    `${list.route}, CPU ${list.cpuSlowdown}x slower:`,
    `  ${list.cards} cards in the DOM (before any scrolling) ${ms(list.cardsReadyMs)} ms after navigation start (median of ${list.loads.length} cold loads: ${list.loads.map((l) => ms(l.ms)).join(', ')})`,
    `  typing one character updates the grid: ${ms(search.median.paintMs)} ms to the next frame, ${ms(search.median.domMs)} ms to the DOM (median of ${search.keys.length}: "${search.keys.join('')}")`,
    `  Backspace to empty -> full grid back: ${ms(search.median.clearMs)} ms (median)`,
  ].join('\n');
}

/** Per route, the longest tasks and Lighthouse's biggest estimated savings (first run). */
export function lighthouseNotes(results: LighthouseResult[]): string {
  const lines = results.map(({ page, diagnostics: [first] }) => {
    if (!first) return `  ${page}: no diagnostics`;
    const tasks = first.longTasks
      .slice(0, 3)
      .map((t) => `${t.durationMs}`)
      .join(', ');
    const savings = first.savings
      .map((s) => ({ id: s.id, best: Object.entries(s.metricSavings).sort((a, b) => b[1] - a[1])[0]! }))
      .sort((a, b) => b.best[1] - a.best[1])
      .slice(0, 3)
      .map((s) => `${s.id} (${s.best[0]} -${Math.round(s.best[1])} ms)`)
      .join(', ');
    return `  ${page}: longest tasks ${tasks || 'none'} ms; savings: ${savings || 'none'}`;
  });
  const errors = [...new Set(results.flatMap((r) => r.diagnostics.flatMap((d) => d.errors.map((e) => `${e.id}: ${e.message}`))))];
  return [
    'Lighthouse diagnostics (first run):',
    ...lines,
    ...(errors.length ? ['Lighthouse audits that could not run:', ...errors.map((e) => `  ${e}`)] : []),
  ].join('\n');
}
