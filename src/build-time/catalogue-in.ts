import type { PathSegment } from '../config/errors.ts';
import { defaultLocaleKey } from '../domain/locale-key.ts';
import type { Catalogue } from '../catalogue/schema.ts';
import { pageIndex } from './page-index.ts';

/**
 * The catalogue in one language (`key`: site.locale's or a key of `locales`): every visitor text written per
 * language in that language's words, the default language's where it has none; and no `translations`, so what
 * a page ships holds one language's texts only. The page index is made again, since it copies titles.
 */
export function catalogueIn(catalogue: Catalogue, key: string): Catalogue {
  const { translations, ...resolved } = catalogue;
  const defaultKey = defaultLocaleKey(catalogue.site);
  if (key !== defaultKey && !catalogue.locales?.[key])
    throw new Error(`"${key}" is not one of the shop's languages (${[defaultKey, ...Object.keys(catalogue.locales ?? {})].join(', ')})`);
  // The loaded catalogue already holds the default language's texts.
  if (!translations || key === defaultKey) return resolved;
  const { pages: _pages, callingCode, ...config } = structuredClone(resolved);
  for (const { path, texts } of translations) {
    const text = texts[key];
    if (text !== undefined) setAt(config, path, text);
  }
  return { ...config, pages: pageIndex(config), callingCode };
}

/** Writes `value` at `path` of `target`, whose containers the loader made. */
function setAt(target: object, path: PathSegment[], value: string): void {
  let node: unknown = target;
  for (const seg of path.slice(0, -1))
    node = node !== null && typeof node === 'object' ? (node as Record<PathSegment, unknown>)[seg] : undefined;
  if (node !== null && typeof node === 'object') (node as Record<PathSegment, unknown>)[path.at(-1)!] = value;
}
