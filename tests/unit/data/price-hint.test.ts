import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, readPrice } from '../../../src/domain/price';
import { priceExample, priceHint } from '../../../src/data/price-hint';
import { checkProduct } from '../../../src/data/product';
import { checkProducts, toProducts } from '../../../src/data/products';
import { readProducts } from '../../../src/data/read-products';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { dataReport } from '../../../scripts/firestore/data-report';
import { checkRecords } from '../../../scripts/firestore/product-file';
import { catalogueFrom, mutate, SPEC } from '../../support/catalogue';

const INR = { lang: 'en-IN', currency: 'INR' };
const GBP = { lang: 'en-GB', currency: 'GBP' };
const EUR_IE = { lang: 'en-IE', currency: 'EUR' };
const EUR_DE = { lang: 'de-DE', currency: 'EUR' };
const EUR_FR = { lang: 'fr-FR', currency: 'EUR' };
const USD = { lang: 'en-US', currency: 'USD' };
const JPY = { lang: 'ja-JP', currency: 'JPY' };
const INR_BN = { lang: 'bn-IN', currency: 'INR' };

const bad = { title: 'Tote', img: '/t.svg', price: 'call us' };
const priceMessage = (money?: Parameters<typeof checkProduct>[1]) => checkProduct({ id: 'p1', data: bad }, money).findings[0]?.message;

describe('the price example follows the shop', () => {
  it('is the amount as the site shows it, in the shop currency and language', () => {
    expect(priceExample(INR)).toBe('₹1,299.50');
    expect(priceExample(GBP)).toBe('£1,299.50');
    expect(priceExample(EUR_IE)).toBe('€1,299.50');
    expect(priceExample(USD)).toBe('$1,299.50');
    expect(priceExample(INR)).toBe(formatPrice(1299.5, INR));
    expect(priceExample(GBP)).toBe(formatPrice(1299.5, GBP));
  });

  it('is a whole amount for a currency without minor units', () => {
    expect(readPrice(priceExample(JPY))).toBe(1299);
    expect(priceExample(JPY)).toBe(formatPrice(1299, JPY));
  });

  it("is only ever a form the price reader takes: the currency's English form where the language writes a decimal comma or other digits", () => {
    // What a German shop shows ("1.299,50 €"): the reader refuses a decimal comma.
    expect(formatPrice(1299.5, EUR_DE)).toMatch(/^1\.299,50\s€$/);
    expect(readPrice(formatPrice(1299.5, EUR_DE))).toBeUndefined();
    expect(priceExample(EUR_DE)).toBe('€1,299.50');
    expect(priceExample(EUR_FR)).toBe('€1,299.50');
    expect(priceExample(INR_BN)).toBe('₹1,299.50');
    for (const money of [INR, GBP, EUR_IE, EUR_DE, EUR_FR, USD, JPY, INR_BN, { lang: 'de-CH', currency: 'CHF' }])
      expect(readPrice(priceExample(money)), `${money.lang} ${money.currency}`).toBeGreaterThan(1298);
  });

  it('names no currency when the shop is not known', () => {
    expect(priceHint()).toBe('like 1299 or "1,299.50"');
  });

  it('words the finding of a price that cannot be read', () => {
    expect(priceMessage(INR)).toBe('"call us" is not an amount of 0 or more, like 1299 or "₹1,299.50"; no price is shown');
    expect(priceMessage(GBP)).toBe('"call us" is not an amount of 0 or more, like 1299 or "£1,299.50"; no price is shown');
    expect(priceMessage(EUR_DE)).toBe('"call us" is not an amount of 0 or more, like 1299 or "€1,299.50"; no price is shown');
    expect(priceMessage()).not.toContain('₹');
    expect(checkProducts([{ id: 'p1', data: bad }], EUR_IE).reports[0]?.findings[0]?.message).toContain('"€1,299.50"');
  });
});

describe('check-data, seed and the console give the example of the shop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('check-data', () => {
    const { text } = dataReport([{ collection: 'Bags', priced: true, docs: [{ id: 's-1', data: bad }] }], GBP);
    expect(text).toContain('  repaired  s-1: price: "call us" is not an amount of 0 or more, like 1299 or "£1,299.50"; no price is shown');
  });

  it('seed', () => {
    const { problems } = checkRecords([{ where: 'bags.csv row 2', fields: bad }], [], EUR_IE);
    expect(problems).toEqual([
      'bags.csv row 2, field price: "call us" is not an amount of 0 or more, like 1299 or "€1,299.50"; no price is shown',
    ]);
  });

  it("the site's console, with the catalogue's site.lang and site.currency", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = catalogueFrom(mutate(mutate(SPEC, '  lang: en-IN ', '  lang: en-GB '), '  currency: INR ', '  currency: GBP ')).site;
    expect(site).toMatchObject(GBP);
    const source = createDemoSource({ bags: () => Promise.resolve([{ id: 's-1', ...bad }]) });
    const result = await readProducts(source, 'Bags', 1000, site);
    expect(result).toMatchObject({ status: 'ready', products: [{ id: 's-1', title: 'Tote' }] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('like 1299 or "£1,299.50"'));
    toProducts('Bags', [{ id: 's-2', data: bad }], INR);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('like 1299 or "₹1,299.50"'));
  });
});
