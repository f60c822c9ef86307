import { ConfigError, type ConfigIssue } from '../../src/config/errors.ts';
import { readCatalogueFile, type ReadOptions } from './read-catalogue.ts';
import type { Catalogue } from '../../src/build-time/schema.ts';
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
  const { catalogue, warnings } = readCatalogueFile(file.path, file.label, options);
  const folder = catalogue.files.demoData;
  return { file, catalogue, warnings, ...(folder === undefined ? {} : { demoDir: configRelative(file, folder) }) };
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
