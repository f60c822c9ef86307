/**
 * Where a page kind's code and its catalogue part come from, spelled once: the app loads them, the
 * catalogue plugin serves the part, and the build lists both among the files the worker keeps.
 */

/** A kind's page module, from the repository's root (as Vite's build manifest names it). */
export const pageModulePath = (kind: string): string => `src/kinds/${kind}/page.tsx`;

/** The virtual module holding what a kind's page reads beyond the site's catalogue. */
export const PAGE_CATALOGUE_PREFIX = 'virtual:catalogue-page/';
export const pageCatalogueId = (kind: string): string => `${PAGE_CATALOGUE_PREFIX}${kind}`;
