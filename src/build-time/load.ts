import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { loadYamlConfig, loadYamlConfigAsync, type Checked, type LoadResult, type Localized } from '../config/load.ts';
import type { ConfigIssue } from '../config/errors.ts';
import { pageIndex } from './page-index.ts';
import { kinds } from '../kinds/index.ts';

/** The calling code of a country, or '' for a code libphonenumber does not know (the locale checks report it). */
function callingCodeOf(country: string): string {
  try {
    return getCountryCallingCode(country as CountryCode);
  } catch {
    return '';
  }
}
import { siteChecks } from './site-checks.ts';
import { catalogueSchema, type Catalogue, type CatalogueConfig } from '../catalogue/schema.ts';

export interface LoadOptions {
  /** Checks that need the file system (folders named in `files:`); the Node reader passes them in. */
  checkFiles?: (config: CatalogueConfig) => ConfigIssue[];
}

/** The catalogue with its page index, and every whole-site check's problems beside `fileIssues`. */
function checked(config: CatalogueConfig, fileIssues: ConfigIssue[], { texts }: Localized): Checked<Catalogue> {
  const pages = pageIndex(config);
  // A shop of one language loads as it always has: no key of its catalogue is new.
  const translations = config.locales ? { translations: texts } : {};
  // A kind with no pages (the owner's, in a shop without owners) shows none of its slice's texts.
  const unshown = kinds.filter((k) => !pages.some((p) => p.kind === k.name)).flatMap((k) => Object.keys(k.shape).map((key) => [key]));
  // The language switch's name: a shop of one language has no switch.
  if (!config.locales) unshown.push(['texts', 'topStrip', 'languages']);
  return {
    value: { ...config, pages, callingCode: callingCodeOf(config.site.country), ...translations },
    issues: [...siteChecks.flatMap((check) => check(config, pages)), ...fileIssues],
    unshown,
  };
}

/** Parse, validate and cross-check a catalogue YAML text (references, theme contrast), and index its pages. */
export function loadCatalogue(source: string, options: LoadOptions = {}): LoadResult<Catalogue> {
  return loadYamlConfig(source, catalogueSchema, (config, localized) => checked(config, options.checkFiles?.(config) ?? [], localized));
}

/**
 * As loadCatalogue, with file checks that must wait (the home-screen icon is read with sharp): one parse,
 * and their problems in the same list as every other, located in the same file.
 */
export function loadCatalogueAsync(
  source: string,
  checkFiles: (config: CatalogueConfig) => Promise<ConfigIssue[]>,
): Promise<LoadResult<Catalogue>> {
  return loadYamlConfigAsync(source, catalogueSchema, async (config, localized) => checked(config, await checkFiles(config), localized));
}
