import type { PathSegment } from '../config/errors.ts';
import type { LocalizedText } from '../config/localized-text.ts';
import { kinds } from '../kinds/index.ts';
import type { AnyKind } from '../kinds/kind-list.ts';
import { ENGINE_BUILD_ONLY_KEYS, catalogueSchema, type Catalogue, type PageOnlyKey, type SiteCatalogue } from '../catalogue/schema.ts';

/**
 * What only some pages read: every kind's own slice (`shape`) and the enquiry form. The browser's main
 * chunk leaves them out; each page's route chunk brings those its kind reads (`pageSlice`).
 */
export const PAGE_ONLY_KEYS: readonly PageOnlyKey[] = [
  ...new Set([...kinds.flatMap((k) => Object.keys(k.shape)), 'enquiries']),
] as PageOnlyKey[];

const kindByName = new Map<string, (typeof kinds)[number]>(kinds.map((k) => [k.name, k]));

/** What no browser may see: the engine's build-only keys (the folders read at build time, the owners), and each kind's. */
export const buildOnlyKeys = (list: readonly Pick<AnyKind, 'buildOnly'>[]): string[] => [
  ...new Set<string>([...ENGINE_BUILD_ONLY_KEYS, ...list.flatMap((k) => k.buildOnly ?? [])]),
];
const BUILD_ONLY_KEYS = buildOnlyKeys(kinds);

/** What every page needs (page index, menu, footer, texts, theme, showrooms): the main chunk's catalogue. */
export function siteCatalogue(catalogue: Catalogue): SiteCatalogue {
  const site: Record<string, unknown> = { ...catalogue };
  // Every language's texts (a shop with locales): a page ships one language's, from catalogueIn.
  for (const key of [...PAGE_ONLY_KEYS, ...BUILD_ONLY_KEYS, 'translations']) delete site[key];
  return site as SiteCatalogue;
}

/** The keys a page of `kind` reads beyond the site's: its kind's own slice (less what is build-only) and what its kind `reads`. */
export function pageKeys(kind: string): string[] {
  const definition = kindByName.get(kind);
  if (!definition) return [];
  const own = Object.keys(definition.shape).filter((key) => !BUILD_ONLY_KEYS.includes(key));
  return [...own, ...(definition.reads ?? [])];
}

const samePath = (a: readonly PathSegment[], b: readonly PathSegment[]) => a.length === b.length && a.every((seg, i) => seg === b[i]);

/**
 * The part of the catalogue a page of `kind` brings with its route chunk (none for a page without a kind, e.g.
 * not-found). `translations`, the whole catalogue's in a shop with `locales`: those of its kind's `everyLanguage` come too.
 */
export function pageSlice(catalogue: Catalogue, kind: string, translations?: readonly LocalizedText[]): Partial<Catalogue> {
  const picked: Record<string, unknown> = {};
  const wanted = kindByName.get(kind)?.everyLanguage ?? [];
  const kept = translations?.filter((t) => wanted.some((path) => samePath(path, t.path))) ?? [];
  if (kept.length > 0) picked.translations = kept;
  for (const key of pageKeys(kind)) {
    if (!(key in catalogueSchema.shape)) throw new Error(`kind "${kind}" reads "${key}", which is not a key of the catalogue`);
    if (BUILD_ONLY_KEYS.includes(key)) throw new Error(`kind "${kind}" reads "${key}", which is build-only: no browser may see it`);
    // An optional block the shop leaves out (no contact page, no enquiry form) is simply not there.
    if (key in catalogue) picked[key] = catalogue[key as keyof Catalogue];
  }
  return picked;
}

/** The page kinds that have a slice of their own. */
export const pageKinds = (): string[] => kinds.map((k) => k.name);
