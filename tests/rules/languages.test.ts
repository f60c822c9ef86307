import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { emulatorRest, userToken, type Fields, type Value, type Write } from './support/rest';
import { sender, testShop } from './support/shop';
import { GOOD_FIELDS } from './support/submission';

// firestore.rules of the spec's shop in English and Bengali (language keys 'en', the default, and 'bn'), with an
// owner, on Google's emulator: products may carry their texts in Bengali (i18n), enquiries their page's language (lang).
const ALLOWED = 200;
const DENIED = 403;

const OWNER = 'rina.das@example.in';
const BAGS = 'Ladies Bag';
const PHOTO = 'https://storage.googleapis.com/demo-shop/products/ladies-bag/tote/photo.jpg';

const map = (fields: Fields): Value => ({ map: fields });

describe.skipIf(!inject('rulesEmulator'))('firestore.rules on the Cloud Firestore emulator: a shop in two languages', () => {
  const rest = emulatorRest();
  const shop = testShop([['\nnav:\n', `\nowners: [${OWNER}]\nnav:\n`]], ['en', 'bn']);
  const owner = rest.as({ token: userToken({ email: OWNER, email_verified: true }) });
  const tote: Fields = { title: 'Jute tote', des: 'Hand-woven', img: PHOTO, price: 1299, hidden: false };
  const added = (fields: Fields, id = 'tote'): Write => ({ collection: BAGS, id, fields, serverTime: ['createdAt'], exists: false });
  const add = async (i18n: Value, id = 'tote') => (await owner.commit([added({ ...tote, i18n }, id)])).status;
  const send = sender(rest, shop);

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  describe("a product's i18n", () => {
    it('is allowed to an owner: a Bengali title, description, both, or neither, within the limits of the English ones', async () => {
      expect(await add(map({ bn: map({ title: 'পাটের ব্যাগ', des: 'হাতে বোনা' }) }), 'both')).toBe(ALLOWED);
      expect(await add(map({ bn: map({ title: 'পাটের ব্যাগ' }) }), 'title')).toBe(ALLOWED);
      expect(await add(map({ bn: map({ des: 'হাতে বোনা' }) }), 'des')).toBe(ALLOWED);
      expect(await add(map({}), 'none')).toBe(ALLOWED);
      expect(await add(map({ bn: map({ title: 'শ'.repeat(200), des: 'দ'.repeat(2000) }) }), 'long')).toBe(ALLOWED);
      expect(await rest.read(BAGS, 'title')).toMatchObject({
        i18n: { fields: { bn: { mapValue: { fields: { title: { stringValue: 'পাটের ব্যাগ' } } } } } },
      });
    });

    it('may be set and removed on an edit', async () => {
      expect((await owner.commit([added(tote)])).status).toBe(ALLOWED);
      const edit = (fields: Fields, mask = Object.keys(fields)): Write => ({ collection: BAGS, id: 'tote', fields, mask, exists: true });
      expect((await owner.commit([edit({ i18n: map({ bn: map({ title: 'পাটের ব্যাগ' }) }) })])).status).toBe(ALLOWED);
      expect((await owner.commit([edit({}, ['i18n'])])).status).toBe(ALLOWED);
      expect(await rest.read(BAGS, 'tote')).not.toHaveProperty('i18n');
    });

    it('is refused with another language, another field, a text that is not one or too long, or not a mapping', async () => {
      for (const [i18n, why] of [
        [map({ fr: map({ title: 'Sac' }) }), 'a language the shop does not have'],
        [map({ en: map({ title: 'Jute tote' }) }), 'the default language, whose texts are title and des'],
        [map({ bn: map({ title: 'পাটের ব্যাগ', colour: 'লাল' }) }), 'a field other than title and des'],
        [map({ bn: map({ title: 42 }) }), 'a title that is no text'],
        [map({ bn: map({ des: null }) }), 'a description that is no text'],
        [map({ bn: map({ title: 'শ'.repeat(201) }) }), 'a title over 200 characters'],
        [map({ bn: map({ des: 'দ'.repeat(2001) }) }), 'a description over 2000 characters'],
        [map({ bn: 'পাটের ব্যাগ' }), 'a language that is no mapping'],
        ['পাটের ব্যাগ', 'i18n that is no mapping'],
      ] as const) {
        expect(await add(i18n), why).toBe(DENIED);
      }
    });

    it('is refused to anyone but an owner', async () => {
      expect((await rest.commit([added({ ...tote, i18n: map({ bn: map({ title: 'পাটের ব্যাগ' }) }) })])).status).toBe(DENIED);
    });
  });

  describe("an enquiry's lang", () => {
    it('is one of the shop’s languages, or absent as pages cached before it send none', async () => {
      expect(await send({ fields: { lang: 'bn' } })).toBe(ALLOWED);
      expect(await rest.read(shop.collection, `${shop.day}-1`)).toMatchObject({ ...GOOD_FIELDS, lang: 'bn' });
      expect(await send({ seq: 2, fields: { lang: 'en' } })).toBe(ALLOWED);
      expect(await send({ seq: 3 })).toBe(ALLOWED);
    });

    it('is refused when it names another language or is no text', async () => {
      for (const lang of ['fr', 'BN', '', 1, null] as const) expect(await send({ fields: { lang } }), String(lang)).toBe(DENIED);
    });

    it('is no key of a one-language shop’s enquiries', async () => {
      const one = testShop();
      await rest.setRules(one.rules);
      try {
        expect(await sender(rest, one)({ fields: { lang: 'en' } })).toBe(DENIED);
        expect(await sender(rest, one)()).toBe(ALLOWED);
      } finally {
        await rest.setRules(shop.rules);
      }
    });
  });
});
