import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCatalogue } from '../../../../src/build-time/language-catalogue';
import { enquiryLang } from '../../../../src/kinds/enquiry/enquiry-lang';
import { SPEC, loadedCatalogue } from '../../../support/catalogue';

const TWO = readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8');

describe("an enquiry's language", () => {
  it("is the page's in a shop of several languages, the default language's on its own pages", () => {
    const shop = loadedCatalogue(TWO);
    expect(enquiryLang(languageCatalogue(shop, 'bn'))).toEqual({ lang: 'bn' });
    expect(enquiryLang(languageCatalogue(shop, 'en'))).toEqual({ lang: 'en' });
  });

  it('is never sent by a shop of one language, whose rules refuse the key', () => {
    expect(enquiryLang(loadedCatalogue(SPEC))).toEqual({});
  });
});
