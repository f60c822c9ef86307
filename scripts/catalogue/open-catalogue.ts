import { ConfigError, type ConfigIssue } from '../../src/config/errors.ts';
import { readCatalogueChecked, readCatalogueFile, type ReadCatalogue, type ReadOptions } from './read-catalogue.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { catalogueFile, configRelative, type CatalogueFile } from './catalogue-file.ts';

export interface OpenCatalogue {
  file: CatalogueFile;
  catalogue: Catalogue;
  /** Absolute path of the config's demo folder, when it names one. */
  demoDir?: string;
  /** Texts the file leaves to the engine's English defaults, located. */
  warnings: ConfigIssue[];
}

/** The catalogue a command works on (see catalogueFile), validated, with its folders resolved. */
export function openCatalogue(explicit?: string, options?: ReadOptions): OpenCatalogue {
  const file = catalogueFile(explicit);
  return opened(file, readCatalogueFile(file.path, file.label, options));
}

/** As openCatalogue, with every check in one pass, the home-screen icon's picture included (check-config). */
export async function openCatalogueChecked(explicit?: string): Promise<OpenCatalogue> {
  const file = catalogueFile(explicit);
  return opened(file, await readCatalogueChecked(file.path, file.label));
}

function opened(file: CatalogueFile, { catalogue, warnings }: ReadCatalogue): OpenCatalogue {
  const folder = catalogue.files.demoData;
  return { file, catalogue, warnings, ...(folder === undefined ? {} : { demoDir: configRelative(file, folder) }) };
}

/** For command-line tools: a broken config prints its located problems (no stack trace) and exits 1. */
export function openCatalogueOrExit(explicit?: string, options?: ReadOptions): OpenCatalogue {
  try {
    return openCatalogue(explicit, options);
  } catch (error) {
    return exitOn(error);
  }
}

export async function openCatalogueCheckedOrExit(explicit?: string): Promise<OpenCatalogue> {
  try {
    return await openCatalogueChecked(explicit);
  } catch (error) {
    return exitOn(error);
  }
}

function exitOn(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
