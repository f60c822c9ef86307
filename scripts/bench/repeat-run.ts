/**
 * `npx tsx scripts/bench/repeat-run.ts --dir DIR [--route /saree] [--runs 3] [--label demo]`, or `--firestore`
 * (seeds a local Firestore and builds against it, as `npm run bench` does): the repeat visit with a warm
 * service worker alone, on a build already made (`scripts/build/build.ts --outDir DIR`), without the rest
 * of the benchmark. The route defaults to the first list of CATALOGUE_CONFIG's shop.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { benchRoutes } from './bench-routes.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { buildFirestoreSite, type FirestoreSite } from './firestore-site.ts';
import { targetsBlock } from './idle-report.ts';
import { repeatTargets, type RepeatVisit } from './repeat-figures.ts';
import { repeatTable } from './repeat-report.ts';
import { measureRepeatVisit } from './repeat-visit.ts';
import { servePages } from './serve-pages.ts';
import { STATIC_REFERENCE } from './build-reference.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    firestore: { type: 'boolean', default: false },
    route: { type: 'string' },
    runs: { type: 'string', default: '1' },
    label: { type: 'string' },
  },
});
if (!values.dir === !values.firestore) throw new Error('give --dir DIR (a build) or --firestore');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
const { catalogue } = openCatalogueOrExit();
const route = values.route ?? benchRoutes(catalogue).repeat;

setTimeout(() => {
  console.error('repeat-run: gave up after 15 minutes');
  process.exit(2);
}, 15 * 60_000).unref();

let firestore: FirestoreSite | undefined;
try {
  if (values.firestore) firestore = await buildFirestoreSite();
  const dir = firestore?.dir ?? values.dir!;
  const label = values.label ?? (firestore ? 'firestore' : 'demo');
  // The references are not measured here; the static one is only something to serve.
  const pages = await servePages(
    {
      dir,
      firebaseJson: firestore?.firebaseJson ?? join(dir, 'firebase.json'),
      dataChunks: new Set(),
      firebaseChunks: new Set(),
      label: `${label} `,
    },
    STATIC_REFERENCE,
  );
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const visits: RepeatVisit[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { leaks, ...visit } = await measureRepeatVisit(browser, pages.site(route), pages.served, catalogue.site.offline !== false);
      if (leaks.length) throw new Error(`requests left loopback: ${leaks.join(', ')}`);
      visits.push(visit);
      if (visit.measured) {
        console.error(`run ${i + 1}: install, after the first visit was idle: ${visit.install.urls.join('; ')}`);
        console.error(
          `run ${i + 1}: repeat visit ${visit.log.map((r) => `${r.url} ${r.status} ${r.bytes} B requested ${Math.round(r.startMs)}, sent ${Math.round(r.sentMs)}, received ${Math.round(r.endMs)} ms [${r.dest}]`).join('; ') || 'nothing from the server'}`,
        );
      }
    }
  } finally {
    await browser.close();
    await pages.close();
  }
  console.log(repeatTable(visits));
  console.log(`\n${targetsBlock(visits.map((v, i) => ({ name: `${v.page} run ${i + 1}`, checks: repeatTargets(v) })))}`);
} finally {
  await firestore?.stop();
}
