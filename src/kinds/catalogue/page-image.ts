import type { ProductsResult } from '../../data/read-products';
import { isRaster } from '../../config/schema/raster';
import { entryOf } from './route-table';
import type { Catalogue, CategoryConfig, PageEntry, ShowroomPageConfig } from './schema';

export interface PageImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * The picture a link preview shows for a page: its own (a list's first product,
 * a category's card, a showroom's photo) when that is a photo format chat apps
 * show, else the site's share picture. `data` is the page's loader data.
 */
export function pageImage(catalogue: Catalogue, page: PageEntry, data?: unknown): PageImage | undefined {
  const own = ownImage(catalogue, page, data);
  return own && isRaster(own.src) ? own : catalogue.site.shareImage;
}

function ownImage(catalogue: Catalogue, page: PageEntry, data: unknown): PageImage | undefined {
  switch (page.kind) {
    case 'list': {
      const result = data as ProductsResult | undefined;
      const first = result?.status === 'ready' ? result.products.find((p) => p.img !== undefined) : undefined;
      return first?.img ? { src: first.img, alt: first.title } : undefined;
    }
    case 'category':
      return (entryOf(catalogue, page) as CategoryConfig).card.image;
    case 'showroom': {
      const entry = entryOf(catalogue, page) as ShowroomPageConfig;
      return entry.photo ?? catalogue.showrooms.find((s) => s.id === entry.showroom)?.photo;
    }
    default:
      return undefined;
  }
}
