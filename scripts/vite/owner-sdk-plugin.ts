import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The query that makes a module the owner's own copy: a different id is a different module to the bundler. */
export const OWNER_SDK_MARK = '?owner-sdk';

const FIREBASE = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/;
const PACKAGE = /[\\/]node_modules[\\/]/;
/** Modules of ours copied for the owner: a folder (ending in /) or a file, from the root. Stateless, classless. */
const OURS = [
  'src/domain/',
  'src/data/product.ts',
  'src/data/product-messages.ts',
  'src/data/price-hint.ts',
  'src/data/public-products.ts',
  'src/data/product-saves.ts',
  'src/data/product-writer.ts',
  'src/data/product-text.ts',
  'src/data/product-i18n.ts',
  'src/data/product-i18n-writer.ts',
];

/**
 * The owner's own code: what it imports of OURS (and Firebase) is copied. Its views and components too, which
 * format prices, search and read products as a list page does: else those modules and the product writer's
 * would leave each list page's chunk for chunks shared with the owner's (0.8 KB gzip more on /saree).
 */
const OWNER_DIRS = ['src/data/owner', 'src/kinds/owner', 'src/components/owner'];

/**
 * Gives the owner's pages a Firebase SDK of their own in the build. The public pages and the owner's
 * inbox both import `firebase/app` and `firebase/firestore/lite`; one shared module keeps every export
 * either side uses, so the owner's queries, counts and sign-in would make each public page's SDK chunk
 * bigger (3.1 KB gzip on /saree). Here every Firebase module the owner's data layer (`src/data/owner/`)
 * imports, what those import from node_modules, and `src/data/firestore/connect.ts` (which opens the app)
 * get the mark, so the bundler sees separate modules: the public chunk keeps only what public pages call,
 * and the owner's chunks carry their own copy. The copies never meet: the owner's app, Firestore and Auth
 * are all made by the marked modules. Of ours, besides connect.ts, only the pure modules the owner's product
 * pages read with as a public list does (OURS: the domain, the product reader, its messages, the list's order
 * and the save announcement) are copied, so a list page's own chunk is not cut into pieces it shares with the owner's (0.4 KB gzip
 * more on /saree, and more requests); the rest are not (they hold state, or classes checked with instanceof on
 * both sides), nor is React. The dev server needs no copy.
 *
 * The demo's photo store (`src/data/demo/photo-db.ts`, used by the demo owner's uploads and, in a demo build
 * only, by its pictures) takes its packages (`idb`) from these copies too: firebase/app keeps `idb` for its own
 * storage, and one module shared by both would leave Firebase's chunk for a chunk of its own, one more request
 * and 0.3 KB gzip more on every list page of a Firebase build.
 */
export function ownerSdkPlugin(root = process.cwd()): Plugin {
  const ownerDirs = OWNER_DIRS.map((dir) => resolve(root, dir) + sep);
  const connect = resolve(root, 'src/data/firestore/connect.ts');
  const photoDb = resolve(root, 'src/data/demo/photo-db.ts');
  const ours = OURS.map((path) => resolve(root, path) + (path.endsWith('/') ? sep : ''));
  const isOurs = (id: string) => ours.some((path) => (path.endsWith(sep) ? id.startsWith(path) : id === path));
  return {
    name: 'catalogue:owner-sdk',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const marked = importer.endsWith(OWNER_SDK_MARK);
      const from = marked ? importer.slice(0, -OWNER_SDK_MARK.length) : importer;
      if (!marked && !ownerDirs.some((dir) => from.startsWith(dir)) && from !== photoDb) return null;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const copied = resolved.id === connect || isOurs(resolved.id) || (marked || from === photoDb ? PACKAGE : FIREBASE).test(resolved.id);
      return copied ? { ...resolved, id: resolved.id + OWNER_SDK_MARK } : resolved;
    },
  };
}
