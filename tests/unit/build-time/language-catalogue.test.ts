import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue } from '../../support/catalogue';
import { languageCatalogue } from '../../../src/build-time/language-catalogue';
import { offlineRoute } from '../../../src/site/route-table';
import { siteCatalogue } from '../../../src/build-time/browser-catalogue';

const TWO = loadedCatalogue(readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8'));

describe('languageCatalogue', () => {
  it("puts another language's pages under its prefix, in its words, tag and digits", () => {
    const bn = languageCatalogue(TWO, 'bn');
    expect(bn.pages.map((p) => p.route)).toEqual(['/bn', '/bn/womens-wear', '/bn/saree']);
    expect(bn.pages.map((p) => p.title)).toEqual(['Home', 'মহিলাদের পোশাক', 'শাড়ি']);
    expect(bn.lists[0]!.route).toBe('/bn/saree');
    expect(bn.site).toMatchObject({ lang: 'bn-IN', digits: 'latn' });
    expect(bn.language).toBe('bn');
    expect(bn.translations).toBeUndefined();
    expect(offlineRoute(siteCatalogue(bn))).toBe('/bn/~offline');
  });

  it("keeps the default language's addresses and tag", () => {
    const en = languageCatalogue(TWO, 'en');
    expect(en.pages.map((p) => p.route)).toEqual(['/', '/womens-wear', '/saree']);
    expect(en.site.lang).toBe('en-IN');
    expect(en.language).toBe('en');
    expect(offlineRoute(siteCatalogue(en))).toBe('/~offline');
  });

  it('gives a shop of one language its catalogue back, with no language key', () => {
    const spec = loadedCatalogue(SPEC);
    expect(languageCatalogue(spec, 'en')).toStrictEqual(spec);
  });
});
