import { ConfigError } from '../../src/config/errors.ts';
import { readCatalogue, type ReadOptions } from './read-catalogue.ts';
import type { Catalogue } from '../../src/build-time/schema.ts';
import { catalogueFile, configRelative, type CatalogueFile } from './catalogue-file.ts';

export interface OpenCatalogue {
  file: CatalogueFile;
  catalogue: Catalogue;
  /** Absolute path of the config's demo folder, when it names one. */
  demoDir?: string;
}

/** The catalogue a command works on (see catalogueFile), validated, with its folders resolved. */
export function openCatalogue(explicit?: string, options?: ReadOptions): OpenCatalogue {
  const file = catalogueFile(explicit);
  const catalogue = readCatalogue(file.path, file.label, options);
  const folder = catalogue.files.demoData;
  return { file, catalogue, ...(folder === undefined ? {} : { demoDir: configRelative(file, folder) }) };
}

/** For command-line tools: a broken config prints its located problems (no stack trace) and exits 1. */
export function openCatalogueOrExit(explicit?: string, options?: ReadOptions): OpenCatalogue {
  try {
    return openCatalogue(explicit, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
