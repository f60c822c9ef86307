import { z } from 'zod';
import { id, plainText } from './primitives.ts';

// The shop's other languages. The default one is site.lang, at today's addresses; each other one
// is a key of `locales`, which is also its URL prefix (/bn). Whether a key is usable (id-like, not
// the default's, no route under it) is checked once the whole file is read (build-time/languages-check.ts).

/** How numbers, prices and dates are written: Latin digits, or the language's own (from Intl). */
export const digits = z.enum(['latn', 'native'], { error: 'latn or native' });

export const localeSchema = z.strictObject({
  lang: plainText.describe('The language of its pages, a language tag such as "bn-IN": <html lang>, hreflang, and how prices are written.'),
  label: plainText.describe('The language switch\'s link to it, in its own script, e.g. "বাংলা".'),
  digits: digits
    .default('latn')
    .describe("latn: prices, numbers and dates in Latin digits (₹1,23,456); native: in the language's own digits (₹১,২৩,৪৫৬)."),
});

export const localesSchema = z
  .record(z.string(), localeSchema)
  .describe(
    "The shop's other languages, each under its key, which is also its pages' URL prefix (bn: /bn/saree). Each visitor text may then be written per language: title: { en: Saree, bn: শাড়ি }.",
  );

export const siteLocale = id.describe(
  'The key of the default language (site.lang) in texts written per language, e.g. "en" in title: { en: Saree, bn: শাড়ি }; without it, the language of site.lang ("en" for "en-IN").',
);

export const siteLabel = plainText.describe(
  "The language switch's link to the default language, in its own script; without it, the language's own name (English, বাংলা) from the browser's Intl.",
);

export const siteDigits = digits.describe(
  "How prices, numbers and dates are written on the default language's pages; without it, as site.lang writes them (Latin digits for en-IN).",
);
