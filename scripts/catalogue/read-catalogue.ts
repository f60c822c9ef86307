import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, type ConfigIssue } from '../../src/config/errors.ts';
import type { LoadResult } from '../../src/config/load.ts';
import { loadCatalogue, loadCatalogueAsync } from '../../src/build-time/load.ts';
import type { Catalogue, CatalogueConfig } from '../../src/catalogue/schema.ts';
import { appIconCheck } from './app-icon-check.ts';

export interface ReadOptions {
  /** False for the command that creates the demo folder: it may not exist yet. */
  checkFolders?: boolean;
}

/** A valid catalogue, with the texts its file leaves to the engine's English defaults. */
export interface ReadCatalogue {
  catalogue: Catalogue;
  warnings: ConfigIssue[];
}

/** Node-side entry (Vite plugin, CLI, tests): read a file and throw one error listing every problem. */
export function readCatalogue(file: string, label = file, options: ReadOptions = {}): Catalogue {
  return readCatalogueFile(file, label, options).catalogue;
}

/** As readCatalogue, with the warnings of a valid file. Checks the folders, not the icon's picture (see readCatalogueChecked). */
export function readCatalogueFile(file: string, label = file, { checkFolders: folders = true }: ReadOptions = {}): ReadCatalogue {
  const base = dirname(resolve(file));
  const result = loadCatalogue(readSource(file, label), folders ? { checkFiles: (config) => checkFolders(config, base) } : {});
  return settled(result, label);
}

/**
 * Every check, in one pass over one parse of the file: the shape, the whole-site checks and the file
 * checks, the home-screen icon's picture included (read with sharp, hence async). check-config and the
 * build run this, so an icon problem shows with every other problem, not after they are fixed.
 */
export async function readCatalogueChecked(file: string, label = file): Promise<ReadCatalogue> {
  const base = dirname(resolve(file));
  const fileChecks = async (config: CatalogueConfig) => [...checkFolders(config, base), ...(await appIconCheck(config, base))];
  return settled(await loadCatalogueAsync(readSource(file, label), fileChecks), label);
}

function readSource(file: string, label: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(label, [{ code: 'empty-file', path: [], message: `cannot read the file: ${(e as Error).message}` }]);
  }
}

function settled(result: LoadResult<Catalogue>, label: string): ReadCatalogue {
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
