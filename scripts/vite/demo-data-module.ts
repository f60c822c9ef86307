import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectionSlug } from '../../src/data/collection-slug.ts';

/**
 * The code of `virtual:catalogue-demo`: one loader per collection of the config
 * that has a demo file, keyed by its collection slug (`ladies-bag` for 'Ladies Bag',
 * read from ladies-bag.json), the key the site's demo source looks up. Each file
 * becomes its own content-hashed chunk, so a page downloads only its own list.
 * With `eager`, every file is imported at once (Storybook hands products to stories as args).
 */
export function demoDataModule(folder: string | undefined, collections: readonly string[], eager = false): string {
  const slugs = folder ? [...new Set(collections.map(collectionSlug))].sort() : [];
  const entries = slugs.map((slug) => [slug, join(folder!, `${slug}.json`)] as const).filter(([, path]) => existsSync(path));
  if (eager) {
    const imports = entries.map(([, path], i) => `import d${i} from ${JSON.stringify(path)};`);
    const map = entries.map(([slug], i) => `${JSON.stringify(slug)}: d${i}`);
    return `${imports.join('\n')}\nexport default {${map.join(', ')}};`;
  }
  const map = entries.map(([slug, path]) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(path)}).then((m) => m.default)`);
  return `export default {${map.join(',\n')}};`;
}
