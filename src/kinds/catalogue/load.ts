import { loadYamlConfig, type LoadResult } from '../../config/load.ts';
import { pageIndex } from './page-index.ts';
import { checkReferences } from './references.ts';
import { catalogueSchema, type Catalogue } from './schema.ts';

/** Parse, validate and cross-check a catalogue YAML text, and index its pages. */
export function loadCatalogue(source: string): LoadResult<Catalogue> {
  return loadYamlConfig(source, catalogueSchema, (config) => {
    const pages = pageIndex(config);
    return { value: { ...config, pages }, issues: checkReferences(config, pages) };
  });
}
