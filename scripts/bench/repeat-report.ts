import { CPU_SLOWDOWN, SLOW_4G_LABEL } from './throttled-page.ts';
import type { RepeatVisit } from './repeat-figures.ts';
import { table } from './text-table.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => String(Math.round(n));

/**
 * One row per build: the repeat visit's LCP and what came from the network before and after it,
 * then what the worker's install downloaded after the first visit was idle.
 */
export function repeatTable(visits: RepeatVisit[]): string {
  const head = [
    `repeat visit, warm service worker (${CPU_SLOWDOWN}× CPU, ${SLOW_4G_LABEL})`,
    'LCP ms',
    'KB before LCP',
    'requests',
    'sent by LCP KB',
    'other hosts KB',
    'KB after LCP',
    'requests',
    'install KB',
    'requests',
    'install ms',
  ];
  const measured = visits.flatMap((v) =>
    v.measured
      ? [
          [
            `${v.page}${v.reloaded ? ' (reloaded once)' : ''}`,
            ms(v.lcpMs),
            kb(v.beforeLcp.bytes),
            String(v.beforeLcp.requests),
            kb(v.sentBeforeLcp.bytes),
            kb(v.otherHostsBeforeLcp.bytes),
            kb(v.afterLcp.bytes),
            String(v.afterLcp.requests),
            kb(v.install.bytes),
            String(v.install.requests),
            ms(v.install.ms),
          ],
        ]
      : [],
  );
  const skipped = visits.flatMap((v) => (v.measured ? [] : [`${v.page}: ${v.reason}`]));
  return [...(measured.length ? [table(head, measured)] : [head[0]!]), ...skipped].join('\n');
}
