import { writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import type { FirebaseSettings } from '../../src/data/firestore/settings.ts';
import { headerRules } from './header-rules.ts';

export interface HostingPaths {
  /** The folder hosting serves, relative to firebase.json ('.' when it sits inside it). */
  public: string;
  /** The rules file, relative to firebase.json. */
  rules: string;
  /** The indexes file (firestore.indexes.json), relative to firebase.json. */
  indexes: string;
  /** The Cloud Storage rules file (storage.rules), relative to firebase.json. */
  storageRules: string;
}

/**
 * firebase.json for a catalogue and its build's Firebase settings: the generated rules (Firestore's and
 * Cloud Storage's, which `firebase deploy --only storage` sends to the project's default bucket) and indexes,
 * clean URLs, and the headers by path (header-rules.ts).
 */
export function hostingJson(catalogue: Catalogue, settings: FirebaseSettings | null, paths: HostingPaths) {
  return {
    firestore: { rules: paths.rules, indexes: paths.indexes },
    storage: { rules: paths.storageRules },
    hosting: {
      public: paths.public,
      ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
      cleanUrls: true,
      trailingSlash: false,
      headers: headerRules(catalogue, settings),
      // A page drawn in the browser answers for every address under it (its own routes, a sign-in link's return).
      ...shellRewrites(catalogue),
    },
  };
}

function shellRewrites(catalogue: Catalogue) {
  const rewrites = catalogue.pages
    .filter((page) => page.clientShell)
    .map((page) => ({ source: `${page.route}/**`, destination: `${page.route}.html` }));
  return rewrites.length > 0 ? { rewrites } : {};
}

export const renderHostingJson = (...args: Parameters<typeof hostingJson>): string => `${JSON.stringify(hostingJson(...args), null, 2)}\n`;

/** Writes `file` for a build in `publicDir`, its paths relative to where the file sits. */
export async function writeHostingJson(
  file: string,
  catalogue: Catalogue,
  settings: FirebaseSettings | null,
  where: { publicDir: string; rulesFile: string; indexesFile: string; storageRulesFile: string },
) {
  const from = dirname(file);
  const paths = {
    public: relative(from, where.publicDir) || '.',
    rules: relative(from, where.rulesFile),
    indexes: relative(from, where.indexesFile),
    storageRules: relative(from, where.storageRulesFile),
  };
  await writeFile(file, renderHostingJson(catalogue, settings, paths));
}
