import { describe, expect, it } from 'vitest';
import { checkProduct } from '../../../src/data/product';
import { writeProduct, type ProductForm } from '../../../src/data/product-writer';
import { TEXT_LIMITS } from '../../../src/domain/product-fields';
import { textsIn, type Translations } from '../../../src/domain/product-texts';
import { specCatalogue } from '../../support/catalogue';

// A product's texts in the shop's other languages (`i18n`), for a shop of English and Bengali: the other
// language's key is 'bn'. A one-language shop passes no languages, and `i18n` is no field of its products.
const BN = ['bn'] as const;
const money = specCatalogue().site;
const good = { title: 'Banarasi saree', des: 'Silk, with zari.', img: '/s.svg' };
const read = (i18n: unknown, languages: readonly string[] = BN) => checkProduct({ id: 'p1', data: { ...good, i18n } }, money, languages);

describe("the reader's i18n", () => {
  it('keeps the titles and descriptions of the shop’s other languages, titles trimmed as the default one', () => {
    expect(read({ bn: { title: ' বেনারসি শাড়ি ', des: 'রেশম, জরির কাজ।' } })).toEqual({
      product: { id: 'p1', ...good, i18n: { bn: { title: 'বেনারসি শাড়ি', des: 'রেশম, জরির কাজ।' } } },
      findings: [],
    });
  });

  it('takes a blank or missing text for none, so the default language’s shows; a language with none is left out', () => {
    expect(read({ bn: { title: 'শাড়ি', des: ' \n' } }).product?.i18n).toEqual({ bn: { title: 'শাড়ি' } });
    expect(read({ bn: { title: '' } })).toEqual({ product: { id: 'p1', ...good }, findings: [] });
    expect(read({})).toEqual({ product: { id: 'p1', ...good }, findings: [] });
  });

  it('leaves out, and reports, what is not a text of a declared language', () => {
    const cases: [unknown, string][] = [
      ['শাড়ি', 'i18n must be a mapping of language keys to texts; left out'],
      [['শাড়ি'], 'i18n must be a mapping of language keys to texts; left out'],
      [{ fr: { title: 'Sari' } }, `"fr" is not one of the shop's other languages (bn); left out`],
      [{ bn: 'শাড়ি' }, 'bn must be a mapping of title and des; left out'],
      [{ bn: { title: 'শাড়ি', colour: 'লাল' } }, 'bn."colour" is not a translated field (title, des); left out'],
      [{ bn: { title: 42 } }, "bn.title must be a string; the default language's is shown"],
    ];
    for (const [i18n, message] of cases) {
      const { product, findings } = read(i18n);
      expect(findings, JSON.stringify(i18n)).toEqual([{ field: 'i18n', message }]);
      expect(product).toMatchObject(good);
      expect(product?.i18n?.bn ?? {}).not.toHaveProperty('colour');
    }
    expect(read({ bn: { title: 'শাড়ি' }, fr: { title: 'Sari' } }).product?.i18n).toEqual({ bn: { title: 'শাড়ি' } });
  });

  it('cuts a text over the limits of the default language’s, and mends broken characters, saying so', () => {
    const { product, findings } = read({ bn: { title: 'শ'.repeat(TEXT_LIMITS.title + 1), des: 'রেশম \uD83D' } });
    expect(product?.i18n?.bn?.title).toHaveLength(TEXT_LIMITS.title);
    expect(product?.i18n?.bn?.des).toBe('রেশম \uFFFD');
    expect(findings).toEqual([
      { field: 'i18n', message: `bn.title: ${TEXT_LIMITS.title + 1} characters, more than ${TEXT_LIMITS.title}; cut for display` },
      { field: 'i18n', message: 'bn.des: broken characters (lone surrogates) replaced with \uFFFD', cleaned: true },
    ]);
  });

  it('is no field of a one-language shop: left out without a word, as any field the shop does not use', () => {
    for (const i18n of [{ bn: { title: 'শাড়ি' } }, 'junk'])
      expect(read(i18n, [])).toEqual({ product: { id: 'p1', ...good }, findings: [] });
  });
});

describe("a product's texts in a language", () => {
  const product = { title: 'Banarasi saree', des: 'Silk.', i18n: { bn: { title: 'বেনারসি শাড়ি' } } };

  it('falls back field by field to the default language’s', () => {
    expect(textsIn(product, 'bn')).toEqual({ title: 'বেনারসি শাড়ি', des: 'Silk.' });
    expect(textsIn({ ...product, i18n: { bn: { des: 'রেশম।' } } }, 'bn')).toEqual({ title: 'Banarasi saree', des: 'রেশম।' });
  });

  it('are the default language’s without a language, for another language, or for a product without i18n', () => {
    expect(textsIn(product)).toEqual({ title: 'Banarasi saree', des: 'Silk.' });
    expect(textsIn(product, 'hi')).toEqual({ title: 'Banarasi saree', des: 'Silk.' });
    expect(textsIn(product, 'constructor')).toEqual({ title: 'Banarasi saree', des: 'Silk.' });
    expect(textsIn({ title: 'Tant', des: '' }, 'bn')).toEqual({ title: 'Tant', des: '' });
  });
});

describe("the writer's i18n", () => {
  const photo = 'https://storage.googleapis.com/shop/products/saree/banarasi/photo.jpg';
  const form: ProductForm = { title: 'Banarasi saree', des: 'Silk.', img: photo };
  const list = { price: false, languages: BN };
  const write = (i18n: ProductForm['i18n'], languages: readonly string[] = BN) =>
    writeProduct({ ...form, ...(i18n ? { i18n } : {}) }, { ...list, languages }, money);

  it('writes the texts typed, titles trimmed, blanks left out, and what the reader then shows as written', () => {
    const { document } = write({ bn: { title: ' বেনারসি শাড়ি ', des: '' } });
    expect(document).toEqual({ ...form, hidden: false, i18n: { bn: { title: 'বেনারসি শাড়ি' } } });
    expect(checkProduct({ id: 'p', data: document }, money, BN)).toEqual({
      product: { id: 'p', ...document, hidden: undefined },
      findings: [],
    });
    expect(write({ bn: { title: ' ', des: '' } }).document).not.toHaveProperty('i18n');
    expect(write(undefined).document).not.toHaveProperty('i18n');
  });

  it("refuses what the reader would repair or leave out, in the reader's words", () => {
    const refusals: Translations[] = [
      { bn: { title: 'শ'.repeat(TEXT_LIMITS.title + 1) } },
      { bn: { des: 'দ'.repeat(TEXT_LIMITS.des + 1) } },
      { bn: { title: 'শাড়ি \uD83D' } },
      { fr: { title: 'Sari' } },
      { bn: { title: 'শাড়ি', colour: 'লাল' } as Translations[string] },
    ];
    for (const i18n of refusals) {
      const { problems } = write(i18n);
      expect(problems, JSON.stringify(i18n)).toHaveLength(1);
      const [refused] = problems!;
      const found = checkProduct({ id: 'p', data: { ...form, i18n } }, money, BN).findings.find((f) => f.field === 'i18n');
      expect(refused?.field).toBe('i18n');
      expect(found?.message.startsWith(refused!.message), `${found?.message} | ${refused!.message}`).toBe(true);
    }
  });

  it('refuses texts in another language in a one-language shop, and writes as before without them', () => {
    expect(write({ bn: { title: 'শাড়ি' } }, []).problems).toEqual([
      { field: 'i18n', message: `"bn" is not one of the shop's other languages` },
    ]);
    expect(writeProduct(form, { price: false }, money)).toEqual({ document: { ...form, hidden: false } });
  });
});
