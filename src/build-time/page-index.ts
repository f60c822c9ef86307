import type { CatalogueConfig } from '../catalogue/schema.ts';
import type { PageEntry } from '../kinds/kind.ts';
import { kinds } from '../kinds/index.ts';

/** Every routable page, kind by kind in the order of the kinds list. Build-time: phones get the result as data. */
export function pageIndex(c: CatalogueConfig): PageEntry[] {
  // Each kind reads only its own slice; the catalogue holds every slice.
  return kinds.flatMap((k) => k.entries(c as never));
}
