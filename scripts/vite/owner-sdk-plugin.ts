import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The query that makes a module the owner's own copy: a different id is a different module to the bundler. */
export const OWNER_SDK_MARK = '?owner-sdk';

const FIREBASE = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/;
const PACKAGE = /[\\/]node_modules[\\/]/;

/**
 * Gives the owner's pages a Firebase SDK of their own in the build. The public pages and the owner's
 * inbox both import `firebase/app` and `firebase/firestore/lite`; one shared module keeps every export
 * either side uses, so the owner's queries, counts and sign-in would make each public page's SDK chunk
 * bigger (3.1 KB gzip on /saree). Here every Firebase module the owner's data layer (`src/data/owner/`)
 * imports, what those import from node_modules, and `src/data/firestore/connect.ts` (which opens the app)
 * get the mark, so the bundler sees separate modules: the public chunk keeps only what public pages call,
 * and the owner's chunks carry their own copy. The copies never meet: the owner's app, Firestore and Auth
 * are all made by the marked modules. Modules of ours other than connect.ts are not copied (they hold
 * classes checked with instanceof on both sides), nor is React. The dev server needs no copy.
 */
export function ownerSdkPlugin(root = process.cwd()): Plugin {
  const ownerDir = resolve(root, 'src/data/owner') + sep;
  const connect = resolve(root, 'src/data/firestore/connect.ts');
  return {
    name: 'catalogue:owner-sdk',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const marked = importer.endsWith(OWNER_SDK_MARK);
      const from = marked ? importer.slice(0, -OWNER_SDK_MARK.length) : importer;
      if (!marked && !from.startsWith(ownerDir)) return null;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const copied = resolved.id === connect || (marked ? PACKAGE : FIREBASE).test(resolved.id);
      return copied ? { ...resolved, id: resolved.id + OWNER_SDK_MARK } : resolved;
    },
  };
}
