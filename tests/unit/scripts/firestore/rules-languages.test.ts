import { describe, expect, it } from 'vitest';
import { renderRules } from '../../../../scripts/firestore/render-rules';
import { SPEC, catalogueFrom, specCatalogue } from '../../../support/catalogue';

// The emulator suite (tests/rules/languages.test.ts) tries what these rules allow; here, that a one-language
// shop's rules do not change at all, however its one language is given.
describe("firestore.rules and the shop's languages", () => {
  const owned = catalogueFrom(`${SPEC}\nowners: [rina@example.in]\n`);

  it('are those of before for a shop of one language, with or without owners', () => {
    for (const catalogue of [specCatalogue(), owned]) {
      const before = renderRules(catalogue);
      expect(renderRules(catalogue, [])).toBe(before);
      expect(renderRules(catalogue, ['en'])).toBe(before);
      expect(before).not.toMatch(/i18n|lang|locales/);
    }
  });

  it('name the locales among their sources, and check i18n and lang, in a shop of several', () => {
    const rules = renderRules(owned, ['en', 'bn']);
    expect(rules).toContain('site.utcOffsetMinutes, owners, locales).');
    expect(rules).toContain("i18n.keys().hasOnly(['bn'])");
    expect(rules).toContain("&& (!('lang' in data) || data['lang'] in ['en', 'bn'])");
    // Without owners nobody writes a product from a browser: only lang is new.
    const public_ = renderRules(specCatalogue(), ['en', 'bn']);
    expect(public_).not.toContain('i18n');
    expect(public_).toContain("data['lang'] in ['en', 'bn']");
  });
});
