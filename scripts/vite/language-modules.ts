import type { Catalogue } from '../../src/catalogue/schema.ts';
import { languageCatalogue } from '../../src/build-time/language-catalogue.ts';
import { pageKinds, pageSlice, siteCatalogue } from '../../src/build-time/browser-catalogue.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { PAGE_CATALOGUE_PREFIX, pageCatalogueId } from '../../src/kinds/page-chunk.ts';
import { ENGINE_PAGE_KINDS } from '../../src/site/route-table.ts';

/**
 * The catalogue modules of a shop with `locales`: each language's site catalogue and page parts are modules
 * of their own (`virtual:catalogue-site/<key>`, `virtual:catalogue-page/<kind>/<key>`), so a page downloads
 * its own language's texts only. A shop of one language never comes here: its modules stay as they were.
 */
export const SITE_PREFIX = 'virtual:catalogue-site/';
/** Every language's site catalogue by key, for the pre-renderer (never in a browser chunk). */
export const SITES_ID = 'virtual:catalogue-sites';

const json = (value: unknown) => `export default ${JSON.stringify(value)};`;
const cache = new WeakMap<Catalogue, Map<string, Catalogue>>();

/** One language's catalogue, made once per loaded catalogue. */
function inLanguage(catalogue: Catalogue, key: string): Catalogue {
  let made = cache.get(catalogue);
  if (!made) cache.set(catalogue, (made = new Map<string, Catalogue>()));
  let one = made.get(key);
  if (!one) made.set(key, (one = languageCatalogue(catalogue, key)));
  return one;
}

/**
 * `virtual:catalogue-site` with languages: the page's language by its address (the default's when no prefix
 * matches), and that language's catalogue, awaited before the app starts (the HTML preloads it).
 */
export function siteChooser(catalogue: Catalogue): string {
  const languages = shopLanguages(catalogue);
  const prefixes = Object.fromEntries(languages.filter((l) => l.prefix).map((l) => [l.key, l.prefix]));
  const loaders = languages.map((l) => `${JSON.stringify(l.key)}: () => import(${JSON.stringify(SITE_PREFIX + l.key)})`);
  return [
    `const prefixes = ${JSON.stringify(prefixes)};`,
    'const path = location.pathname;',
    `const key = Object.keys(prefixes).find((k) => path === prefixes[k] || path.startsWith(prefixes[k] + '/')) ?? ${JSON.stringify(languages[0]!.key)};`,
    `const loaders = {${loaders.join(', ')}};`,
    'export default (await loaders[key]()).default;',
  ].join('\n');
}

/** `virtual:catalogue-pages` with languages: each kind's loader takes the page's language key. */
export function pagesByLanguage(catalogue: Catalogue): string {
  const keys = shopLanguages(catalogue).map((l) => l.key);
  const loader = (kind: string) =>
    `(language) => ({${keys.map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`${pageCatalogueId(kind)}/${key}`)})`).join(', ')}})[language]().then((m) => m.default)`;
  return `export default {${[
    ...pageKinds().map((kind) => `${JSON.stringify(kind)}: ${loader(kind)}`),
    ...ENGINE_PAGE_KINDS.map((kind) => `${JSON.stringify(kind)}: () => Promise.resolve({})`),
  ].join(',\n')}};`;
}

/** Every language's site catalogue, by key (one-language shops: the default key alone). */
export function sitesModule(catalogue: Catalogue): string {
  const languages = shopLanguages(catalogue);
  return json(Object.fromEntries(languages.map((l) => [l.key, siteCatalogue(inLanguage(catalogue, l.key))])));
}

/** The code of a per-language id, or undefined for any other id. */
export function languageModule(id: string, catalogue: Catalogue): string | undefined {
  if (id.startsWith(SITE_PREFIX)) return json(siteCatalogue(inLanguage(catalogue, id.slice(SITE_PREFIX.length))));
  if (id.startsWith(PAGE_CATALOGUE_PREFIX)) {
    const [kind, key] = id.slice(PAGE_CATALOGUE_PREFIX.length).split('/');
    if (key !== undefined) return json(pageSlice(inLanguage(catalogue, key), kind!, catalogue.translations));
  }
  return undefined;
}
