import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, type ConfigIssue } from '../../src/config/errors.ts';
import { loadCatalogue } from '../../src/build-time/load.ts';
import type { Catalogue, CatalogueConfig } from '../../src/build-time/schema.ts';

export interface ReadOptions {
  /** False for the command that creates the demo folder: it may not exist yet. */
  checkFolders?: boolean;
}

/** Node-side entry (Vite plugin, CLI, tests): read a file and throw one error listing every problem. */
export function readCatalogue(file: string, label = file, options: ReadOptions = {}): Catalogue {
  return readCatalogueFile(file, label, options).catalogue;
}

/** As readCatalogue, with the warnings of a valid file: texts left to the engine's English defaults. */
export function readCatalogueFile(
  file: string,
  label = file,
  { checkFolders: folders = true }: ReadOptions = {},
): { catalogue: Catalogue; warnings: ConfigIssue[] } {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(label, [{ code: 'empty-file', path: [], message: `cannot read the file: ${(e as Error).message}` }]);
  }
  const checkFiles = folders ? (config: CatalogueConfig) => checkFolders(config, dirname(resolve(file))) : undefined;
  const result = loadCatalogue(source, checkFiles ? { checkFiles } : {});
  if (!result.ok) throw new ConfigError(label, result.issues);
  return { catalogue: result.value, warnings: result.warnings };
}

/** The demo folder must exist where the config says (a typo would otherwise leave every list silently empty). */
function checkFolders(config: CatalogueConfig, base: string): ConfigIssue[] {
  const folder = config.files.demoData;
  if (folder === undefined) return [];
  const path = resolve(base, folder);
  if (isFolder(path)) return [];
  return [{ code: 'missing-folder', path: ['files', 'demoData'], message: `no folder at ${path} (paths are relative to the config file)` }];
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
