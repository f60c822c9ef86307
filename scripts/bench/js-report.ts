import { JS_GROWTH_LIMIT, type JsDifference } from './js-comparison.ts';
import { table } from './text-table.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (bytes: number) => `${bytes > 0 ? '+' : bytes < 0 ? '-' : ''}${kb(Math.abs(bytes))}`;
const NONE = '–';

/** One row per route and build: first-load JS now, at `ref`, the difference and whether it stays within the limit. */
export function jsTable(rows: JsDifference[], ref: string): string {
  return [
    `First-load JS now and at ${ref}, KB (gzip -9 of each .js file a cold load fetched until idle: the site's code and the`,
    `Firebase SDK, demo-data chunks left out); the aim is at most +${kb(JS_GROWTH_LIMIT)} KB (reported, not enforced)`,
    table(
      ['route', 'build', 'JS now KB', `JS at ${ref} KB`, 'difference KB', `within ${kb(JS_GROWTH_LIMIT)} KB`],
      rows.map((r) => [
        r.route,
        r.build,
        kb(r.now),
        r.before === null ? NONE : kb(r.before),
        r.difference === null ? NONE : signed(r.difference),
        r.within === null ? NONE : r.within ? 'yes' : 'NO',
      ]),
    ),
  ].join('\n');
}
