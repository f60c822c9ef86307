/**
 * How much JavaScript a page loads on demo data and against Firestore, and, given a commit, how much it
 * loaded there: the bench's --js-before for a few routes, in minutes rather than the full bench's 40:
 *   npx tsx scripts/bench/measure-list-js.ts [--route /saree] [--route / …] [--before REF]
 * Builds the site both ways into temp folders (Firestore: a local server seeded with the demo data), and
 * at REF in a temporary git worktree too; opens each route cold in headless Chromium and sums the gzip -9
 * size of every .js file the page fetched, code and demo-data chunks apart. Nothing leaves loopback.
 */
import { parseArgs } from 'node:util';
import type { FirstLoadJs } from './first-load-js.ts';
import { compareJs } from './js-comparison.ts';
import { jsTable } from './js-report.ts';
import { firstLoadJsOf } from './js-sites.ts';

const { values } = parseArgs({ options: { route: { type: 'string', multiple: true, default: ['/saree'] }, before: { type: 'string' } } });
const routes = values.route;
const log = (step: string) => console.error(`measure-list-js: ${step}`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// At the older commit first: a build that fails there is known before the longer half.
const before = values.before ? await firstLoadJsOf(routes, values.before, log) : [];
const now = await firstLoadJsOf(routes, undefined, log);

const list = (at: string, figure: FirstLoadJs & { build: string }) => [
  `\n${figure.build} build${at}, ${figure.route}: ${figure.scripts.length} scripts`,
  ...figure.scripts.map(
    (s) =>
      `  ${kb(s.gzip).padStart(9)}  ${s.path.slice(1)}${s.kind === 'code' ? '' : `  (${s.kind === 'data' ? 'demo data' : 'Firebase'})`}`,
  ),
  `  ${kb(figure.code).padStart(9)}  code total (Firebase ${kb(figure.firebase)})\n  ${kb(figure.data).padStart(9)}  demo data total`,
];
console.log([...before.flatMap((f) => list(` at ${values.before}`, f)), ...now.flatMap((f) => list('', f))].join('\n'));
for (const route of routes) {
  const of = (build: string) => now.find((f) => f.route === route && f.build === build)!;
  const [demo, firestore] = [of('demo'), of('firestore')];
  console.log(
    `\ngzip -9 JavaScript on ${route}: demo ${kb(demo.code)} code + ${kb(demo.data)} data = ${kb(demo.code + demo.data)}; firestore ${kb(firestore.code)} code (data arrives as JSON from Firestore); Firebase adds ${kb(firestore.code - demo.code)} of code.`,
  );
}
if (values.before) console.log(`\n${jsTable(compareJs(now, before), values.before)}`);
