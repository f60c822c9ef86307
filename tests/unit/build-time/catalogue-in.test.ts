import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue } from '../../support/catalogue';
import { catalogueIn } from '../../../src/build-time/catalogue-in';

const TWO = readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8');

describe('catalogueIn', () => {
  it("gives each language's texts, and the default language's where a text is the same in every language", () => {
    const bn = catalogueIn(loadedCatalogue(TWO), 'bn');
    expect(bn.lists[0]!.title).toBe('শাড়ি');
    expect(bn.categories[0]!.cards[0]!.title).toBe('শাড়ি');
    expect(bn.texts.nav.menu).toBe('মেনু');
    expect(bn.messages.product).toBe('{title} নিয়ে জানতে চাই। {url}');
    expect(bn.showrooms[0]!.address).toEqual(['45 Sample Lane', 'বার্নিয়া বাজার']);
    expect(bn.showrooms[0]!.photo.alt).toBe('শোরুমের সামনের দিক');
    // Plain texts, and the engine's default, are the same in both languages.
    expect(bn.texts.nav.label).toBe('Main');
    expect(bn.site.title).toBe('Small Shop');
    // The page index copies titles: it follows.
    expect(bn.pages.map((p) => p.title)).toEqual(['Home', 'মহিলাদের পোশাক', 'শাড়ি']);
  });

  it("falls back to the default language's text where a language has none", () => {
    const c = loadedCatalogue(TWO);
    const partial = { ...c, translations: c.translations!.filter((t) => t.path.join('.') !== 'texts.nav.menu') };
    expect(catalogueIn(partial, 'bn').texts.nav.menu).toBe('Menu');
  });

  it("carries no other language's texts, and leaves the loaded catalogue as it was", () => {
    const c = loadedCatalogue(TWO);
    const before = structuredClone(c);
    const bn = catalogueIn(c, 'bn');
    const en = catalogueIn(c, 'en');
    expect(bn).not.toHaveProperty('translations');
    expect(en).not.toHaveProperty('translations');
    expect(JSON.stringify(bn)).not.toContain('Womens Wear');
    expect(JSON.stringify(en)).not.toContain('মহিলাদের');
    expect(c).toStrictEqual(before);
    const { translations: _, ...english } = c;
    expect(en).toStrictEqual(english);
  });

  it('gives a shop of one language its catalogue unchanged', () => {
    const c = loadedCatalogue(SPEC);
    expect(catalogueIn(c, 'en')).toStrictEqual(c);
  });

  it('refuses a language the shop does not have', () => {
    expect(() => catalogueIn(loadedCatalogue(TWO), 'hi')).toThrow('"hi" is not one of the shop\'s languages (en, bn)');
  });
});
