// @vitest-environment node
// The owner's pages in a shop of several languages: the reply follows the enquiry's language, the CSV names
// it, and the product form's texts per language go to `i18n` and back. A shop of one language is as before.
import { readFileSync } from 'node:fs';
import { LANGUAGES_CONFIG } from '../../../scripts/catalogue/catalogue-file';
import { describe, expect, it } from 'vitest';
import { virtualModule } from '../../../scripts/vite/catalogue-plugin';
import { pageSlice } from '../../../src/build-time/browser-catalogue';
import { toOwnerEnquiry } from '../../../src/data/owner/owner-enquiry';
import { removedFields } from '../../../src/data/owner/product-change';
import { productShelf } from '../../../src/data/owner/product-shelf';
import { writeProduct } from '../../../src/data/product-writer';
import { exportHeader, exportRow } from '../../../src/domain/enquiry-export';
import { replyMessageIn } from '../../../src/domain/owner-reply';
import { PAGE_CATALOGUE_PREFIX } from '../../../src/kinds/page-chunk';
import { SPEC, catalogueFrom, loadedCatalogue } from '../../support/catalogue';

const SHIPPED = loadedCatalogue(readFileSync(LANGUAGES_CONFIG, 'utf8'));
const REPLY = SHIPPED.owner.texts.card.replyMessage;
const ownerPart = (id: string, catalogue = SHIPPED) =>
  JSON.parse(
    virtualModule(id, catalogue)!
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  ) as ReturnType<typeof pageSlice>;

describe("the owner's reply in the enquiry's language", () => {
  it("brings the reply in every language with the owner's page, and no other text of another language", () => {
    const part = ownerPart(`${PAGE_CATALOGUE_PREFIX}owner/en`);
    expect(part.owner?.texts.card.replyMessage).toBe(REPLY);
    expect(part.translations).toEqual([
      { path: ['owner', 'texts', 'card', 'replyMessage'], texts: { en: REPLY, bn: expect.stringMatching(/^হ্যালো \{title\}/) } },
    ]);
    expect(replyMessageIn(REPLY, part.translations, 'bn')).toMatch(/^হ্যালো/);
    expect(replyMessageIn(REPLY, part.translations, 'en')).toBe(REPLY);
    // No language said (an old page's enquiry): the default language's.
    expect(replyMessageIn(REPLY, part.translations, undefined)).toBe(REPLY);
    // Another kind's page brings none.
    expect(ownerPart(`${PAGE_CATALOGUE_PREFIX}list/en`).translations).toBeUndefined();
  });

  it("leaves a one-language shop's owner part as it was", () => {
    const spec = catalogueFrom(`${SPEC}\nowners:\n  - owner@example.com\n`);
    expect(spec.translations).toBeUndefined();
    const part = ownerPart(`${PAGE_CATALOGUE_PREFIX}owner`, spec);
    expect(Object.keys(part).sort()).toEqual(['enquiries', 'lists', 'owner']);
  });

  it("reads an enquiry's lang only when it is one of the shop's languages", () => {
    const data = { title: 'Asha', lang: 'bn', status: 'New' };
    expect(toOwnerEnquiry({ id: 'a', data }, ['en', 'bn'])).toMatchObject({ lang: 'bn', fields: { title: 'Asha' } });
    expect(toOwnerEnquiry({ id: 'a', data: { ...data, lang: 'fr' } }, ['en', 'bn'])).not.toHaveProperty('lang');
    // A one-language shop names no languages: a lang there is no language of the shop.
    expect(toOwnerEnquiry({ id: 'a', data })).not.toHaveProperty('lang');
    expect(toOwnerEnquiry({ id: 'a', data }).fields).toEqual({ title: 'Asha' });
  });

  it('names the language in the CSV of a shop of several languages only', () => {
    const enquiry = { id: 'a', status: 'New', createdAt: null, fields: { title: 'Asha' }, note: '', updatedAt: null, lang: 'bn' };
    const fields = [{ name: 'title' }];
    expect(exportHeader(fields, { lang: true })).toEqual(['id', 'createdAt', 'status', 'title', 'lang', 'note', 'updatedAt']);
    expect(exportRow(fields, enquiry, { lang: true })).toEqual(['a', '', 'New', 'Asha', 'bn', '', '']);
    expect(exportRow(fields, { ...enquiry, lang: undefined }, { lang: true })[4]).toBe('');
    expect(exportHeader(fields)).toEqual(['id', 'createdAt', 'status', 'title', 'note', 'updatedAt']);
    expect(exportRow(fields, enquiry)).toEqual(['a', '', 'New', 'Asha', '', '']);
  });
});

describe("the product form's texts per language", () => {
  const target = { collection: 'Saree', price: true, languages: ['bn'] };
  const money = { lang: 'en-IN', currency: 'INR' };
  const stored = { title: 'Red saree', des: 'Silk', price: 1200, hidden: false, i18n: { bn: { title: 'লাল শাড়ি', des: 'রেশম' } } };

  it('opens a stored product with its translations, and saves them back to i18n', () => {
    const [product] = productShelf([{ id: 'p', data: stored }], target, money).products;
    expect(product!.form.i18n).toEqual({ bn: { title: 'লাল শাড়ি', des: 'রেশম' } });
    const written = writeProduct({ ...product!.form, i18n: { bn: { title: ' লাল বেনারসি ', des: 'রেশম' } } }, target, money);
    expect(written.document?.i18n).toEqual({ bn: { title: 'লাল বেনারসি', des: 'রেশম' } });
  });

  it('stores no empty translation: emptied, the language falls back and the edit removes i18n', () => {
    const [product] = productShelf([{ id: 'p', data: stored }], target, money).products;
    const onlyTitle = writeProduct({ ...product!.form, i18n: { bn: { title: 'লাল শাড়ি', des: ' ' } } }, target, money);
    expect(onlyTitle.document?.i18n).toEqual({ bn: { title: 'লাল শাড়ি' } });
    const none = writeProduct({ ...product!.form, i18n: { bn: { title: '', des: '' } } }, target, money);
    expect(none.document).toBeDefined();
    expect(none.document).not.toHaveProperty('i18n');
    expect(removedFields(none.document!, [])).toContain('i18n');
  });

  it('refuses a translation over the limits of its field, naming the language and field', () => {
    const written = writeProduct({ title: 'Saree', des: '', img: '', i18n: { bn: { title: 'ক'.repeat(201) } } }, target, money);
    expect(written.problems).toEqual([{ field: 'i18n', message: expect.stringMatching(/^bn\.title: /) }]);
  });
});
