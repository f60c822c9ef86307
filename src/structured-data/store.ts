import type { OpeningHoursSpecification, Store, WithContext } from 'schema-dts';
import type { CatalogueConfig, ShowroomConfig, SiteCatalogue } from '../catalogue/schema';
import { absoluteUrl } from '../site/paths';

export type StoreNode = Exclude<Store, string>;
type StoreProperties = Omit<Extract<StoreNode, { '@type': 'Store' }>, '@type'>;

/**
 * A showroom as schema.org describes a shop: the `@type` its config names
 * (ClothingStore, ShoeStore, …), address with postal code, telephone, map link,
 * coordinates and opening hours, for search engines' local results.
 */
export function storeData(
  catalogue: SiteCatalogue,
  showroomPages: CatalogueConfig['showroomPages'],
  showroom: ShowroomConfig,
): WithContext<StoreNode> {
  const { site } = catalogue;
  const page = showroomPages.find((p) => p.showroom === showroom.id);
  const url = absoluteUrl(catalogue, page?.route ?? '/');
  const image = absoluteUrl(catalogue, showroom.photo.src);
  const hours: OpeningHoursSpecification[] = showroom.openingHours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days,
    opens: h.opens,
    closes: h.closes,
  }));
  const properties: StoreProperties = {
    ...(site.url ? { '@id': `${site.url}/#${showroom.id}` } : {}),
    name: showroom.name,
    ...(url ? { url } : {}),
    ...(image ? { image } : {}),
    telephone: showroom.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: showroom.address.join(', '),
      postalCode: showroom.pin,
      addressCountry: site.country,
    },
    ...(showroom.geo ? { geo: { '@type': 'GeoCoordinates', latitude: showroom.geo.latitude, longitude: showroom.geo.longitude } } : {}),
    hasMap: showroom.directions,
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
  // The subtypes share Store's properties; TypeScript cannot check one object against 31 literal types at once,
  // so `properties` is checked as a Store and the type named by the (validated) config is added.
  return { '@context': 'https://schema.org', '@type': showroom.storeType, ...properties } as WithContext<StoreNode>;
}
