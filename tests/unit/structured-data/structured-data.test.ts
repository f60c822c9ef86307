// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BreadcrumbList, ClothingStore, ItemList, ShoeStore, WithContext } from 'schema-dts';
import { jsonLd } from '../../../src/structured-data/json-ld';
import { storeData } from '../../../src/structured-data/store';
import { breadcrumbListData } from '../../../src/structured-data/breadcrumb-list';
import { itemListData } from '../../../src/structured-data/item-list';
import { byId } from '../../../src/domain/by-id';
import type { Product } from '../../../src/data/product';
import { SPEC, catalogueFrom, specCatalogue } from '../../support/catalogue';
import { readFileSync } from 'node:fs';

// Each expected value is written as a schema-dts type (`satisfies`), so the test only compiles
// while that shape is valid schema.org; the built JSON, read back, must equal it.
const c = specCatalogue();
const SITE = 'https://demo-vastra-bhandar.example';
const roundTrip = (data: object): unknown => JSON.parse(jsonLd(data));
const page = (id: string) => c.pages.find((p) => p.id === id)!;

describe('JSON-LD', () => {
  it('describes a showroom as the store type its config names, with address, phone, map, place and hours', () => {
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'ClothingStore',
      '@id': `${SITE}/#head-office`,
      name: 'Bethuadahari Head Office Showroom',
      url: `${SITE}/Bethuadahari-headoffice_showroom`,
      image: `${SITE}/demo/img/photos/showrooms/head-office.jpg`,
      telephone: '+91 00000 00011',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Example Market Road, Near Demo Bus Stand, Bethuadahari, Nadia, West Bengal',
        postalCode: '741126',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 23.6047, longitude: 88.3958 },
      hasMap: 'https://www.google.com/maps/dir/?api=1&destination=Bethuadahari+741126',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '10:00',
          closes: '21:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '14:00' },
      ],
    } satisfies WithContext<ClothingStore>;
    expect(roundTrip(storeData(c, c.showroomPages, byId(c.showrooms, 'head-office')))).toEqual(expected);
  });

  it('uses the engine default "Store" when a showroom names no type, and the example shop’s ShoeStore', () => {
    const plain = catalogueFrom(SPEC.replace(/\n {4}storeType: ClothingStore/g, ''));
    expect(storeData(plain, plain.showroomPages, plain.showrooms[1]!)['@type']).toBe('Store');
    const shoes = catalogueFrom(readFileSync('examples/shoe-shop/catalogue.config.yaml', 'utf8'));
    const store = roundTrip(storeData(shoes, shoes.showroomPages, shoes.showrooms[0]!));
    expect(store).toMatchObject({
      '@type': 'ShoeStore',
      address: { '@type': 'PostalAddress', postalCode: 'N1 9GU', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5362, longitude: -0.1033 },
    } satisfies ShoeStore);
  });

  it('gives a list the trail Home, its category, itself (names, not "Back")', () => {
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Womens Wear', item: `${SITE}/womens-wear` },
        { '@type': 'ListItem', position: 3, name: 'Saree', item: `${SITE}/saree` },
      ],
    } satisfies WithContext<BreadcrumbList>;
    expect(roundTrip(breadcrumbListData(c, page('saree')))).toEqual(expected);
    expect(roundTrip(breadcrumbListData(c, page('mens-wear')))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Mens Wear', item: `${SITE}/mens-wear` },
      ],
    } satisfies WithContext<BreadcrumbList>);
  });

  it('lists the products a list shows, with an Offer in site.currency where the list shows prices', () => {
    const products: Product[] = [
      { id: 'a', title: 'Jute Tote', des: 'A bag', img: '/demo/img/products/a.jpg', price: 1549 },
      { id: 'b', title: 'Clutch', des: '', img: 'https://cdn.example/b.png' },
    ];
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Ladies Bag',
      url: `${SITE}/LadiesBag`,
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Jute Tote',
            description: 'A bag',
            image: `${SITE}/demo/img/products/a.jpg`,
            offers: { '@type': 'Offer', price: 1549, priceCurrency: 'INR' },
          },
        },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Product', name: 'Clutch', image: 'https://cdn.example/b.png' } },
      ],
    } satisfies WithContext<ItemList>;
    expect(roundTrip(itemListData(c, byId(c.lists, 'ladies-bag'), products))).toEqual(expected);
    // No prices shown, no offers.
    const saree = roundTrip(itemListData(c, byId(c.lists, 'saree'), products)) as typeof expected;
    expect(saree.itemListElement[0]!.item).not.toHaveProperty('offers');
  });

  it('cannot be closed early by a title: `<`, `>`, `&` and line separators are escaped, and parse back the same', () => {
    const evil = 'Silk </script><script>alert(1)</script> & <!-- "quoted" \u2028 line';
    const data = itemListData(c, byId(c.lists, 'saree'), [{ id: 'x', title: evil, des: evil, img: '/a.png' }]);
    const text = jsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
