import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The code of `virtual:catalogue-demo`: one loader per demo file, keyed by
 * collection slug (`ladies-bag` for 'Ladies Bag'). Each file becomes its own
 * content-hashed chunk, so a page downloads only its own list. With `eager`,
 * every file is imported at once (Storybook hands products to stories as args).
 */
export function demoDataModule(folder: string | undefined, eager = false): string {
  const files = folder ? readdirSync(folder).filter((f) => f.endsWith('.json')).sort() : [];
  const entries = files.map((f) => [basename(f, '.json'), join(folder!, f)] as const);
  if (eager) {
    const imports = entries.map(([, path], i) => `import d${i} from ${JSON.stringify(path)};`);
    const map = entries.map(([slug], i) => `${JSON.stringify(slug)}: d${i}`);
    return `${imports.join('\n')}\nexport default {${map.join(', ')}};`;
  }
  const map = entries.map(([slug, path]) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(path)}).then((m) => m.default)`);
  return `export default {${map.join(',\n')}};`;
}
