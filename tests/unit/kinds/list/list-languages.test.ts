// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCatalogue } from '../../../../src/build-time/language-catalogue';
import type { Catalogue } from '../../../../src/catalogue/schema';
import type { Product } from '../../../../src/data/product';
import type { ProductsResult } from '../../../../src/data/read-products';
import type { CatalogueSource, RawDocument } from '../../../../src/data/source';
import { filterProducts } from '../../../../src/domain/search';
import { loadList } from '../../../../src/kinds/list/loader';
import { productCard } from '../../../../src/kinds/list/product-card';
import { productsInLanguage } from '../../../../src/kinds/list/products-in-language';
import { productLanguage } from '../../../../src/domain/language-path';
import { itemListData } from '../../../../src/structured-data/item-list';
import { SPEC, catalogueFrom, mutate } from '../../../support/catalogue';

const TWO = readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8');

const DOCS: RawDocument[] = [
  {
    id: 'saree-1',
    data: {
      title: 'Red Banarasi Silk Saree',
      des: 'Zari border, blouse piece.',
      img: '/a.jpg',
      i18n: { bn: { title: 'লাল বেনারসি সিল্ক শাড়ি', des: 'জরি পাড়, ব্লাউজ পিস।' } },
    },
  },
  // Only a Bengali title: its description stays the default language's.
  { id: 'saree-2', data: { title: 'Blue Cotton Saree', des: 'Soft cotton.', img: '/b.jpg', i18n: { bn: { title: 'সোনালি সুতির শাড়ি' } } } },
  { id: 'saree-3', data: { title: 'Green Tant Saree', des: 'Handloom.', img: '/c.jpg' } },
];

const source = (docs: RawDocument[] = DOCS): CatalogueSource =>
  ({ name: 'test', readCollection: () => Promise.resolve(docs) }) as unknown as CatalogueSource;

async function load(catalogue: Catalogue, prerender = true) {
  const entry = catalogue.lists[0]!;
  const result = await loadList({ entry, catalogue, source: source(), prerender });
  if (result.status !== 'ready') throw new Error(result.message);
  return { entry, result, products: result.products };
}

const byId = (products: readonly Product[], id: string) => products.find((p) => p.id === id)!;

describe("a list page's products in its language", () => {
  const shop = catalogueFrom(TWO);
  const english = languageCatalogue(shop, 'en');
  const bengali = languageCatalogue(shop, 'bn');

  it('carries no i18n on the default language’s page', async () => {
    const { products } = await load(english);
    expect(products.map((p) => p.i18n)).toEqual([undefined, undefined, undefined]);
    expect(byId(products, 'saree-1')).toMatchObject({ title: 'Red Banarasi Silk Saree', des: 'Zari border, blouse piece.' });
  });

  it('carries only its own language on a /bn page, with the default texts search and fallback need', async () => {
    const { products } = await load(bengali);
    expect(byId(products, 'saree-1')).toEqual({
      id: 'saree-1',
      title: 'Red Banarasi Silk Saree',
      des: 'Zari border, blouse piece.',
      img: '/a.jpg',
      i18n: { bn: { title: 'লাল বেনারসি সিল্ক শাড়ি', des: 'জরি পাড়, ব্লাউজ পিস।' } },
    });
    expect(byId(products, 'saree-3').i18n).toBeUndefined();
  });

  it('drops a default text the page neither shows nor searches', () => {
    const [product] = productsInLanguage(
      [{ id: 'x', title: 'Red Saree', des: 'Zari.', i18n: { bn: { title: 'লাল শাড়ি', des: 'জরি।' }, hi: { title: 'लाल साड़ी' } } }],
      'bn',
      ['title'],
    );
    expect(product).toEqual({ id: 'x', title: 'Red Saree', des: '', i18n: { bn: { title: 'লাল শাড়ি', des: 'জরি।' } } });
    // A text the language lacks stays: the page shows the default one in its place.
    expect(
      productsInLanguage([{ id: 'y', title: 'Blue', des: 'Soft.', i18n: { bn: { title: 'নীল' } } }], 'bn', ['title'])[0],
    ).toMatchObject({
      des: 'Soft.',
    });
  });

  it('shows the Bengali texts on the cards, in the chat message and in the ItemList of a /bn page', async () => {
    const { entry, products } = await load(bengali);
    const language = productLanguage(bengali);
    expect(language).toBe('bn');
    const card = productCard(bengali, entry, byId(products, 'saree-1'), language);
    expect(card).toMatchObject({ title: 'লাল বেনারসি সিল্ক শাড়ি', des: 'জরি পাড়, ব্লাউজ পিস।' });
    expect(decodeURIComponent(card.chat.href)).toContain('লাল বেনারসি সিল্ক শাড়ি');
    expect(productCard(bengali, entry, byId(products, 'saree-2'), language)).toMatchObject({
      title: 'সোনালি সুতির শাড়ি',
      des: 'Soft cotton.',
    });
    const names = itemListData(bengali, entry, products).itemListElement as unknown as { item: { name: string; description?: string } }[];
    expect(names.map((e) => e.item.name)).toEqual(['লাল বেনারসি সিল্ক শাড়ি', 'সোনালি সুতির শাড়ি', 'Green Tant Saree']);
    expect(productLanguage(english)).toBeUndefined();
    expect(productCard(english, entry, byId(products, 'saree-1'), productLanguage(english)).title).toBe('Red Banarasi Silk Saree');
  });

  it('finds a product on a /bn page by its Bengali title, an English word, and a decomposed (NFD) query', async () => {
    const { entry, products } = await load(bengali, false);
    const found = (query: string) =>
      filterProducts(products, query, entry.search, entry.limit, productLanguage(bengali)).shown.map((p) => p.id);
    expect(found('বেনারসি')).toEqual(['saree-1']);
    expect(found('banarasi')).toEqual(['saree-1']);
    expect(found('সুতির')).toEqual(['saree-2']);
    // ো typed as its two parts, ে + া (NFD), still matches the precomposed text (NFC).
    const decomposed = 'সোনালি'.normalize('NFD');
    expect(decomposed).not.toBe('সোনালি');
    expect(found(decomposed)).toEqual(['saree-2']);
  });

  it('leaves a one-language shop’s products as they were read', async () => {
    const spec = catalogueFrom(SPEC);
    const entry = spec.lists[0]!;
    const docs = [{ id: 'a', data: { title: 'A', des: 'B', img: '/a.jpg' } }];
    const result = (await loadList({
      entry,
      catalogue: spec,
      source: source(docs),
      prerender: false,
    })) as Extract<ProductsResult, { status: 'ready' }>;
    expect(result.products).toEqual([{ id: 'a', title: 'A', des: 'B', img: '/a.jpg' }]);
    expect(productLanguage(spec)).toBeUndefined();
  });

  it('keeps the /bn page in Bengali when the YAML names no site.locale', () => {
    const bare = languageCatalogue(catalogueFrom(mutate(TWO, '  locale: en\n', '')), 'bn');
    expect(productLanguage(bare)).toBe('bn');
    expect(bare.site.locale).toBe('en');
  });
});
