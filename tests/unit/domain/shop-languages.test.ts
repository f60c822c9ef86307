import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, mutate } from '../../support/catalogue';
import { extraLanguageKeys, shopLanguages } from '../../../src/domain/shop-languages';

const TWO = readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8');

describe('shopLanguages', () => {
  it('gives a shop of one language its one language, at the addresses it has', () => {
    expect(shopLanguages(loadedCatalogue(SPEC))).toEqual([
      { key: 'en', lang: 'en-IN', label: 'English', digits: 'native', prefix: '', isDefault: true },
    ]);
  });

  it('gives the default language first, then each of locales under its prefix', () => {
    expect(shopLanguages(loadedCatalogue(TWO))).toEqual([
      { key: 'en', lang: 'en-IN', label: 'English', digits: 'native', prefix: '', isDefault: true },
      { key: 'bn', lang: 'bn-IN', label: 'বাংলা', digits: 'latn', prefix: '/bn', isDefault: false },
    ]);
  });

  it("takes Latin digits when a language says nothing, and the default language's label and digits from site", () => {
    const yaml = mutate(TWO, '    digits: latn\n', '').replace('  locale: en\n', '  locale: en\n  label: ইংরেজি\n  digits: latn\n');
    const [english, bengali] = shopLanguages(loadedCatalogue(yaml));
    expect(english).toMatchObject({ label: 'ইংরেজি', digits: 'latn' });
    expect(bengali).toMatchObject({ digits: 'latn' });
    expect(shopLanguages(loadedCatalogue(mutate(TWO, 'digits: latn', 'digits: native')))[1]).toMatchObject({ digits: 'native' });
  });
});

describe('extraLanguageKeys', () => {
  it("gives the keys of the shop's other languages, in the YAML's order, and none for a shop of one language", () => {
    expect(extraLanguageKeys(loadedCatalogue(SPEC))).toEqual([]);
    expect(extraLanguageKeys(loadedCatalogue(TWO))).toEqual(['bn']);
    const three = {
      locales: { hi: { lang: 'hi-IN', label: 'हिन्दी', digits: 'latn' }, bn: { lang: 'bn-IN', label: 'বাংলা', digits: 'latn' } },
    } as const;
    expect(extraLanguageKeys(three)).toEqual(['hi', 'bn']);
  });
});
