import type { Catalogue, CatalogueConfig } from '../catalogue/schema.ts';
import { kinds } from '../kinds/index.ts';
import type { PageEntry } from '../kinds/kind.ts';
import type { AnyKind } from '../kinds/kind-list.ts';

/** Every routable page, kind by kind in the order of the kinds list. Build-time: phones get the result as data. */
export function pageIndex(c: CatalogueConfig): Catalogue['pages'] {
  // Each kind reads only its own slice; the catalogue holds every slice.
  return kinds.flatMap<Catalogue['pages'][number]>((k) => k.entries(c).map((page) => withKindFacts(k, page)));
}

/** A page entry with what its kind says of all its pages, so the head, the sitemap, the build and the worker read it from the page. */
export function withKindFacts<Page extends PageEntry>(kind: Pick<AnyKind, 'noindex' | 'clientShell'>, page: Page): Page {
  return { ...page, ...(kind.noindex ? { noindex: true } : {}), ...(kind.clientShell ? { clientShell: true } : {}) };
}
