import { loadYamlConfig, type LoadResult } from '../config/load.ts';
import type { ConfigIssue } from '../config/errors.ts';
import { pageIndex } from './page-index.ts';
import { siteChecks } from './site-checks.ts';
import { catalogueSchema, type Catalogue, type CatalogueConfig } from './schema.ts';

export interface LoadOptions {
  /** Checks that need the file system (folders named in `files:`); the Node reader passes them in. */
  checkFiles?: (config: CatalogueConfig) => ConfigIssue[];
}

/** Parse, validate and cross-check a catalogue YAML text (references, theme contrast), and index its pages. */
export function loadCatalogue(source: string, options: LoadOptions = {}): LoadResult<Catalogue> {
  return loadYamlConfig(source, catalogueSchema, (config) => {
    const pages = pageIndex(config);
    return {
      value: { ...config, pages },
      issues: [...siteChecks.flatMap((check) => check(config, pages)), ...(options.checkFiles?.(config) ?? [])],
    };
  });
}
