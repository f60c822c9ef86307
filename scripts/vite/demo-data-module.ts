import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionSlug } from '../../src/domain/collection-file.ts';
import { printable } from '../../src/domain/printable.ts';

/** One demo file as a module of its own: `virtual:catalogue-demo-file/ladies-bag` holds ladies-bag.json. */
export const DEMO_FILE_PREFIX = 'virtual:catalogue-demo-file/';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The code of `virtual:catalogue-demo`: one loader per collection of the config
 * that has a demo file, keyed by its collection slug (`ladies-bag` for 'Ladies Bag',
 * read from ladies-bag.json), the key the site's demo source looks up. Each file
 * becomes its own content-hashed chunk, so a page downloads only its own list.
 * With `eager`, every file is imported at once (Storybook hands products to stories as args).
 */
export function demoDataModule(folder: string | undefined, collections: readonly string[], eager = false): string {
  const slugs = folder ? [...new Set(collections.map(collectionSlug))].sort() : [];
  const present = slugs.filter((slug) => existsSync(join(folder!, `${slug}.json`)));
  const id = (slug: string) => JSON.stringify(DEMO_FILE_PREFIX + slug);
  if (eager) {
    const imports = present.map((slug, i) => `import d${i} from ${id(slug)};`);
    const map = present.map((slug, i) => `${JSON.stringify(slug)}: d${i}`);
    return `${imports.join('\n')}\nexport default {${map.join(', ')}};`;
  }
  const map = present.map((slug) => `${JSON.stringify(slug)}: () => import(${id(slug)}).then((m) => m.default)`);
  return `export default {${map.join(',\n')}};`;
}

/** The file behind `virtual:catalogue-demo-file/<slug>`, for the plugin to watch. */
export function demoFilePath(folder: string, slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`${DEMO_FILE_PREFIX}${slug}: not a collection slug`);
  return join(folder, `${slug}.json`);
}

/**
 * The code of `virtual:catalogue-demo-file/<slug>`: the file read as data, not imported. Vite's JSON
 * plugin stops at valid JSON holding half an emoji ("\ud83d") without naming the file; JSON.parse
 * accepts it, so the site's checks repair it into U+FFFD as they do for a Firestore document, and
 * skip and report a bad item. The module carries the JSON as a string parsed in the browser (fast for
 * large data), so no bundler ever reads a lone surrogate in source. A file that is not JSON is named.
 */
export function demoFileModule(folder: string, slug: string): string {
  const path = demoFilePath(folder, slug);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    // The parser quotes the file's text, which reaches the owner's terminal.
    throw new Error(printable(`demo data ${path}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`));
  }
  // JSON.stringify writes a lone surrogate as the escape \ud83d, so the literal below holds none.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
}
