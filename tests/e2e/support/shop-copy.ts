import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SPEC_CONFIG } from '../../../scripts/catalogue/catalogue-file.ts';
import { serveHosting, type HostingServer } from '../../../scripts/hosting/server.ts';

const run = promisify(execFile);

/** A demo product document as the demo data holds it. */
export type DemoProduct = { id: string; title: string; img?: string } & Record<string, unknown>;

export interface ShopChanges {
  /** Rewrites the spec's catalogue.config.yaml text; must change something, or the spec moved under the test. */
  config?: (yaml: string) => string;
  /** Rewrites a collection's demo documents (by file name, e.g. `trolley-bag.json`). */
  products?: Record<string, (products: DemoProduct[]) => DemoProduct[]>;
}

export interface ShopCopy {
  /** The copy's build, served as hosting serves it, with the firebase.json its build wrote. */
  origin: string;
  /** The folder the copy is built into and served from. */
  dist: string;
  /** Builds the copy again with other changes, into the same folder the server serves. */
  rebuild(changes: ShopChanges): Promise<void>;
  close(): Promise<void>;
}

/**
 * The specification's shop in a folder of its own, built and served: a test that needs other settings
 * or other demo data must not change the suite's shared build under the other tests.
 */
export async function shopCopy(changes: ShopChanges): Promise<ShopCopy> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-copy-'));
  const out = join(folder, 'dist');
  const build = async (next: ShopChanges) => {
    await write(folder, next);
    await run('npx', ['tsx', 'scripts/build/build.ts', '--outDir', out], {
      env: {
        ...process.env,
        CATALOGUE_CONFIG: join(folder, 'catalogue.config.yaml'),
        CATALOGUE_DEMO: '1',
        VITE_FIREBASE_PROJECT_ID: '',
        VITE_FIREBASE_API_KEY: '',
        VITE_FIREBASE_APP_ID: '',
        VITE_FIRESTORE_EMULATOR_HOST: '',
      },
    });
  };
  try {
    await build(changes);
    const server: HostingServer = await serveHosting({ dir: out, firebaseJson: join(out, 'firebase.json') });
    return {
      origin: server.origin,
      dist: out,
      rebuild: build,
      close: async () => {
        await server.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** The config and demo data of the copy, with the spec's folders made absolute so it builds from anywhere. */
async function write(folder: string, { config, products = {} }: ShopChanges) {
  const demo = join(folder, 'demo-data');
  const specDemo = join(dirname(resolve(SPEC_CONFIG)), 'demo-data');
  await rm(demo, { recursive: true, force: true });
  await cp(specDemo, demo, { recursive: true });
  for (const [file, change] of Object.entries(products)) {
    if (!(await readdir(demo)).includes(file)) throw new Error(`the spec has no demo data ${file}: update this test`);
    const documents = JSON.parse(await readFile(join(demo, file), 'utf8')) as DemoProduct[];
    await writeFile(join(demo, file), JSON.stringify(change(documents)));
  }
  const spec = await readFile(SPEC_CONFIG, 'utf8');
  const folders = spec
    .replace('\n  demoData: demo-data\n', `\n  demoData: ${demo}\n`)
    .replace('\n  public: ../../../public\n', `\n  public: ${resolve('public')}\n`);
  const yaml = config ? config(folders) : folders;
  if (!yaml.includes(demo) || !yaml.includes(resolve('public'))) throw new Error('the spec config moved its folders: update shop-copy.ts');
  if (config && yaml === folders) throw new Error('the config change found nothing to change: the spec moved, update the test');
  await writeFile(join(folder, 'catalogue.config.yaml'), yaml);
}
