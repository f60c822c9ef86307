/**
 * How much JavaScript a list page loads with and without Firebase settings:
 *   npx tsx scripts/bench/measure-list-js.ts [--route /saree]
 * Builds the site twice into a temp folder (demo data; Firestore pointed at a seeded local server),
 * opens the route in headless Chromium, and sums the gzip -9 size of every .js file the page
 * fetched, code and demo-data chunks apart. Nothing leaves loopback.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findDataChunks } from './data-chunks.ts';
import { serveHosting } from '../hosting/server.ts';
import { openCatalogue } from '../catalogue/open-catalogue.ts';
import { startFirestoreServer } from '../firestore/local-server.ts';
import { openAdminFirestore } from '../firestore/admin-connection.ts';
import { demoCatalogue } from '../firestore/demo-catalogue.ts';
import { uploadCollections } from '../firestore/upload.ts';
import { CHROME_ARGS, chromePath } from '../chromium.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { route: { type: 'string', default: '/saree' } } });
const route = values.route;

interface Loaded {
  file: string;
  gzip: number;
  data: boolean;
}

/** The real build (pre-rendered), and which of its chunks are bundled demo data. */
async function build(outDir: string, env: Record<string, string>): Promise<Set<string>> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  await run(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', outDir], { env: { ...clean, ...env } });
  return findDataChunks(outDir);
}

async function scriptsLoaded(outDir: string, dataChunks: Set<string>): Promise<Loaded[]> {
  const server = await serveHosting({ dir: outDir });
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(path.slice(1));
    });
    await page.goto(`${server.origin}${route}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...files].sort().map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      data: dataChunks.has(`/${file}`),
    }));
  } finally {
    await browser.close();
    await server.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (list: Loaded[]) => list.reduce((n, l) => n + l.gzip, 0);

const dir = mkdtempSync(join(tmpdir(), 'measure-list-js-'));
const firestore = await startFirestoreServer();
try {
  const { db } = await openAdminFirestore({ emulator: `${firestore.host}:${firestore.grpcPort}` });
  const shop = openCatalogue();
  await uploadCollections(db, demoCatalogue(shop.catalogue, shop.demoDir).uploads);
  await db.terminate();

  const variants = {
    demo: { CATALOGUE_DEMO: '1' },
    firestore: {
      CATALOGUE_LOCAL_FIRESTORE: '1',
      VITE_FIREBASE_PROJECT_ID: 'demo-catalogue',
      VITE_FIREBASE_API_KEY: 'demo',
      VITE_FIRESTORE_EMULATOR_HOST: `${firestore.host}:${firestore.port}`,
    },
  };
  const totals: Record<string, { code: number; data: number }> = {};
  for (const [name, env] of Object.entries(variants)) {
    const outDir = join(dir, name);
    const loaded = await scriptsLoaded(outDir, await build(outDir, env));
    const code = loaded.filter((l) => !l.data);
    const data = loaded.filter((l) => l.data);
    totals[name] = { code: sum(code), data: sum(data) };
    console.log(`\n${name} build, ${route}: ${loaded.length} scripts`);
    for (const l of loaded) console.log(`  ${kb(l.gzip).padStart(9)}  ${l.file}${l.data ? '  (demo data)' : ''}`);
    console.log(`  ${kb(sum(code)).padStart(9)}  code total\n  ${kb(sum(data)).padStart(9)}  demo data total`);
  }
  const { demo, firestore: fs } = totals as Record<'demo' | 'firestore', { code: number; data: number }>;
  console.log(
    `\ngzip -9 JavaScript on ${route}: demo ${kb(demo.code)} code + ${kb(demo.data)} data = ${kb(demo.code + demo.data)}; firestore ${kb(fs.code)} code (data arrives as JSON from Firestore); Firebase adds ${kb(fs.code - demo.code)} of code.`,
  );
} finally {
  await firestore.stop();
  rmSync(dir, { recursive: true, force: true });
}
