import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { OWNER_SDK_MARK, ownerSdkPlugin } from '../../../../scripts/vite/owner-sdk-plugin';

// A public page and the owner's inbox as the site has them: both open Firestore through connect.ts; the
// public side reads documents, the owner's side queries, counts and signs in.
const files: Record<string, string> = {
  'src/data/firestore/connect.ts': `import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
export const open = (name: string) => getFirestore(initializeApp({ projectId: 'demo-x', apiKey: 'k' }, name));`,
  'src/public.ts': `import { collection, getDocs } from 'firebase/firestore/lite';
import { open } from './data/firestore/connect';
export const read = () => getDocs(collection(open('public'), 'products'));
export const owner = () => import('./data/owner/inbox');`,
  'src/data/owner/inbox.ts': `import { collection, getCount, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getAuth } from 'firebase/auth';
import { open } from '../firestore/connect';
export const count = () => {
  const db = open('owner');
  getAuth(db.app);
  return getCount(query(collection(db, 'enquiries'), where('status', '==', 'New'), orderBy('createdAt', 'desc'), limit(25)));
};`,
};

const root = mkdtempSync(join(tmpdir(), 'owner-sdk-'));
symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The gzip bytes of the public entry and every chunk it imports statically, as the bundle came out. */
async function publicBytes(withPlugin: boolean): Promise<{ bytes: number; owner: Rollup.OutputChunk }> {
  const outDir = join(root, withPlugin ? 'dist-plugin' : 'dist-plain');
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [ownerSdkPlugin(root)] : [],
    build: { outDir, minify: true, write: false, rollupOptions: { input: join(root, 'src/public.ts'), preserveEntrySignatures: 'strict' } },
  })) as Rollup.RollupOutput;
  const chunks = new Map(output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.isEntry)!;
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of chunks.get(name)!.imports) walk(next);
  };
  walk(entry.fileName);
  const bytes = [...seen].reduce((n, name) => n + gzipSync(chunks.get(name)!.code).length, 0);
  const owner = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('inbox.ts'))!;
  return { bytes, owner };
}

describe('the owner’s own Firebase SDK', () => {
  it('keeps every public byte the owner’s queries, counts and sign-in would add to the shared SDK chunk', async () => {
    const plain = await publicBytes(false);
    const isolated = await publicBytes(true);
    // Without it, the public page's SDK holds the owner's query code too: kilobytes, not bytes.
    expect(plain.bytes - isolated.bytes).toBeGreaterThan(1024);
    // The owner's chunk reaches Firestore and firebase/app only through its own copies.
    const ownerModules = Object.keys(isolated.owner.modules).concat(isolated.owner.imports);
    expect(ownerModules.some((id) => id.endsWith(OWNER_SDK_MARK))).toBe(true);
  }, 120_000);

  it('copies Firebase, connect.ts and the pure product reading for the owner’s modules only, never React or the rest of ours', async () => {
    const plugin = ownerSdkPlugin('/repo');
    const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string) => Promise<{ id: string } | null>;
    const context = { resolve: (source: string) => Promise.resolve({ id: `/repo/${source}`, external: false }) };
    const id = async (source: string, importer?: string) => (await resolveId.call(context, source, importer))?.id;
    const firebase = 'node_modules/firebase/firestore/lite/index.js';
    expect(await id(firebase, '/repo/src/data/owner/inbox.ts')).toBe(`/repo/${firebase}${OWNER_SDK_MARK}`);
    expect(await id('src/data/firestore/connect.ts', '/repo/src/data/owner/inbox.ts')).toBe(
      `/repo/src/data/firestore/connect.ts${OWNER_SDK_MARK}`,
    );
    expect(await id('node_modules/idb/build/index.js', `/repo/${firebase}${OWNER_SDK_MARK}`)).toBe(
      `/repo/node_modules/idb/build/index.js${OWNER_SDK_MARK}`,
    );
    expect(await id('node_modules/react/index.js', '/repo/src/data/owner/use-owner-inbox.ts')).toBe('/repo/node_modules/react/index.js');
    expect(await id('src/data/with-timeout.ts', '/repo/src/data/owner/inbox.ts')).toBe('/repo/src/data/with-timeout.ts');
    // The pure product reading the owner's shelf shares with a public list, and what it imports of ours, are copied;
    // the list's per-visit cache (state) is not.
    expect(await id('src/data/product.ts', '/repo/src/data/owner/product-shelf.ts')).toBe(`/repo/src/data/product.ts${OWNER_SDK_MARK}`);
    expect(await id('src/domain/blank.ts', `/repo/src/data/product.ts${OWNER_SDK_MARK}`)).toBe(
      `/repo/src/domain/blank.ts${OWNER_SDK_MARK}`,
    );
    expect(await id('src/data/read-products.ts', '/repo/src/data/owner/forgetting-saves.ts')).toBe('/repo/src/data/read-products.ts');
    expect(await id('src/data/product.ts', '/repo/src/kinds/list/loader.ts')).toBeUndefined();
    expect(await id(firebase, '/repo/src/data/firestore/firestore-source.ts')).toBeUndefined();
    // The demo's photo store takes the owner's copy of idb, not the one public Firebase code shares.
    expect(await id('node_modules/idb/build/index.js', '/repo/src/data/demo/photo-db.ts')).toBe(
      `/repo/node_modules/idb/build/index.js${OWNER_SDK_MARK}`,
    );
    expect(await id('src/data/browser-storage.ts', '/repo/src/data/demo/photo-db.ts')).toBe('/repo/src/data/browser-storage.ts');
  });
});
