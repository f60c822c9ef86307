import type { Catalogue, CatalogueConfig } from '../catalogue/schema.ts';
import { defaultLocaleKey } from '../domain/locale-key.ts';
import { shopLanguages } from '../domain/shop-languages.ts';
import { underPrefix } from '../domain/language-path.ts';
import { catalogueIn } from './catalogue-in.ts';
import { pageIndex } from './page-index.ts';

/**
 * The catalogue one language's pages are built from: its texts (catalogueIn), its addresses under its prefix
 * ("/saree" → "/bn/saree", "/" → "/bn"), so every link a page draws stays in its language, and `language`, its
 * key. The default language keeps today's addresses; a shop of one language gets its catalogue back unchanged.
 */
export function languageCatalogue(catalogue: Catalogue, key: string): Catalogue {
  const resolved = catalogueIn(catalogue, key);
  if (!catalogue.locales) return resolved;
  const languages = shopLanguages(catalogue);
  const { prefix, lang, digits, isDefault } = languages.find((language) => language.key === key)!;
  const { pages: _pages, callingCode, ...config } = resolved;
  // Another language's pages are in its language tag (<html lang>, hreflang), their numbers in its digits; the
  // default language's key stays named (site.locale), else it would follow the new site.lang ("bn-IN" → "bn").
  const inIt = isDefault ? config : { ...config, site: { ...config.site, lang, digits, locale: defaultLocaleKey(config.site) } };
  const moved = prefix ? withRoutesUnder(inIt, prefix) : inIt;
  return { ...moved, pages: pageIndex(moved), callingCode, language: key, languages };
}

/** Every page's `route` in the config (each kind's entries: a mapping with a `route`), under `prefix`. */
function withRoutesUnder(config: CatalogueConfig, prefix: string): CatalogueConfig {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === 'route' && typeof v === 'string' && v.startsWith('/') ? underPrefix(v, prefix) : walk(v),
      ]),
    );
  };
  return walk(config) as CatalogueConfig;
}
