import { describe, expect, it } from 'vitest';
import { filterProducts } from '../../../src/domain/search';

// Search on a page of the shop's other language ('bn'): the Bengali texts and the English ones, either typed.
const items = [
  { id: 'banarasi', title: 'Banarasi Silk Saree', des: 'Zari border', i18n: { bn: { title: 'বেনারসি শাড়ি', des: 'জরির পাড়' } } },
  { id: 'tant', title: 'Cotton Tant Saree', des: 'Light and airy', i18n: { bn: { des: 'হালকা সুতির শাড়ি' } } },
  { id: 'tote', title: 'Jute Tote', des: 'Hand-woven' },
];
const ids = (query: string, language?: string, fields: readonly ('title' | 'des')[] = ['title', 'des']) =>
  filterProducts(items, query, fields, 10, language).shown.map((i) => i.id);

describe('search in two languages', () => {
  it('finds a product by its Bengali title on a Bengali page', () => {
    expect(ids('শাড়ি', 'bn')).toEqual(['banarasi', 'tant']);
    expect(ids('বেনারসি', 'bn')).toEqual(['banarasi']);
    expect(ids('শাড়ি', 'bn', ['title'])).toEqual(['banarasi']);
  });

  it('still finds it by an English word, in any case, on a Bengali page', () => {
    expect(ids('banarasi', 'bn')).toEqual(['banarasi']);
    expect(ids('TOTE', 'bn')).toEqual(['tote']);
  });

  it('matches a query typed decomposed (NFD) or precomposed alike: ড় is ড with a nukta', () => {
    const precomposed = '\u09B6\u09BE\u09DC\u09BF'; // শাড়ি with U+09DC BENGALI LETTER RRA
    const decomposed = precomposed.normalize('NFD'); // ... with U+09A1 DDA + U+09BC NUKTA
    expect(decomposed).not.toBe(precomposed);
    expect(ids(precomposed, 'bn')).toEqual(['banarasi', 'tant']);
    expect(ids(decomposed, 'bn')).toEqual(['banarasi', 'tant']);
    expect(filterProducts([{ title: 'Café tote', des: '' }], 'CAFE\u0301', ['title'], 10).matched).toBe(1);
  });

  it('leaves the Bengali texts out on the default language’s pages, and another language’s everywhere', () => {
    expect(ids('শাড়ি')).toEqual([]);
    expect(ids('শাড়ি', 'hi')).toEqual([]);
    expect(ids('saree')).toEqual(['banarasi', 'tant']);
  });
});
