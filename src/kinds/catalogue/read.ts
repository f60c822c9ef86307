import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config/errors.ts';
import { loadCatalogue } from './load.ts';
import type { Catalogue } from './schema.ts';

/** Node-side entry (Vite plugin, CLI, tests): read a file and throw one error listing every problem. */
export function readCatalogue(file: string, label = file): Catalogue {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(label, [{ code: 'empty-file', path: [], message: `cannot read the file: ${(e as Error).message}` }]);
  }
  const result = loadCatalogue(source);
  if (!result.ok) throw new ConfigError(label, result.issues);
  return result.value;
}
