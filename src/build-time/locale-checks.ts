// The country lists only: the package's index also loads every subdivision (ISO 3166-2).
import { iso31661 } from 'iso-3166/1.js';
import { iso31661Reserved } from 'iso-3166/1-reserved.js';
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type ValidatePhoneNumberLengthResult,
} from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { valuesDeclaredAs } from '../config/declared-as.ts';
import { closest, type ConfigIssue, type PathSegment } from '../config/errors.ts';
import { postalCode } from '../config/schema/locale.ts';
import { phone } from '../config/schema/primitives.ts';
import { catalogueSchema, type CatalogueConfig } from '../catalogue/schema.ts';

// Build time only (the loader, in Node): phones get the checked catalogue as
// JSON, never these tables (libphonenumber's metadata alone is ~80 KB).

const countries = new Map(iso31661.map((c) => [c.alpha2, c.name]));
const reserved = new Map(iso31661Reserved.map((c) => [c.alpha2, c.name]));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const lengthProblems: Record<ValidatePhoneNumberLengthResult, string> = {
  TOO_SHORT: 'too few digits',
  TOO_LONG: 'too many digits',
  INVALID_LENGTH: 'a wrong number of digits',
  NOT_A_NUMBER: 'not a phone number',
  INVALID_COUNTRY: 'an unknown country code',
};

/**
 * Language, currency and country of `site:`, and every phone number and postal
 * code of the file checked for that country; all problems at once.
 */
export function checkLocale(c: CatalogueConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const report = (path: PathSegment[], message: string) => issues.push({ code: 'invalid-value', path, message });
  const { lang, currency, country } = c.site;

  // The browser's Intl.NumberFormat throws on a malformed tag: better here than on every price.
  if (!isLanguageTag(lang)) report(['site', 'lang'], `"${lang}" is not a language tag such as "en-IN"`);

  const currencies = Intl.supportedValuesOf('currency');
  if (!currencies.includes(currency)) {
    const hint = closest(
      currency,
      currencies.filter((code) => oneSlipFrom(currency, code)),
    );
    report(['site', 'currency'], `"${currency}" is not an ISO 4217 currency code${hint ? ` (did you mean "${hint}"?)` : ''}`);
  }

  if (!countries.has(country)) {
    report(['site', 'country'], `"${country}" is not an ISO 3166-1 country code${reservedNote(country)}`);
    return issues;
  }
  const named = `${country} (${regionNames.of(country) ?? countries.get(country)})`;

  for (const { path, value } of valuesDeclaredAs(catalogueSchema, c, phone)) {
    const problem = phoneProblem(String(value), country);
    if (problem) report(path, `"${String(value)}" is not a phone number of ${named}: ${problem}`);
  }
  // Chat links dial the number as digits only, so it must carry its country code.
  const chat = c.shop.phones.chat;
  if (!chat.trim().startsWith('+') && isSupportedCountry(country))
    report(
      ['shop', 'phones', 'chat'],
      `"${chat}" needs its country code for chat links: write it as "+${getCountryCallingCode(country)} …"`,
    );

  // Countries without postal codes (or without a known pattern) accept any code.
  if (postcodeValidatorExistsForCountry(country))
    for (const { path, value } of valuesDeclaredAs(catalogueSchema, c, postalCode)) {
      if (!postcodeValidator(String(value), country)) report(path, `"${String(value)}" is not a postal code of ${named}`);
    }
  return issues;
}

// Among three-letter codes nearly everything is two edits from something:
// suggest only one wrong letter or two swapped ones ("IRN" for "INR").
function oneSlipFrom(typed: string, code: string): boolean {
  const differing = [...code].filter((ch, i) => ch !== typed[i]).length;
  return differing === 1 || (differing === 2 && [...typed].sort().join('') === [...code].sort().join(''));
}

/** "UK" is reserved for the United Kingdom, whose assigned code is "GB". */
function reservedNote(code: string): string {
  const name = reserved.get(code);
  if (!name) return '';
  const assigned = [...countries].find(([, full]) => full.startsWith(name))?.[0];
  return ` ("${code}" is only reserved, for ${name}${assigned ? `; did you mean "${assigned}"?` : ''})`;
}

export function isLanguageTag(lang: string): boolean {
  try {
    return Intl.getCanonicalLocales(lang).length === 1;
  } catch {
    return false;
  }
}

/**
 * Length-based on purpose (possible, not "valid", numbers): the shipped
 * fictional numbers such as "+91 00000 00001" must pass.
 */
function phoneProblem(text: string, country: string): string | undefined {
  // Countries without a numbering plan of their own (Antarctica, …) accept any number.
  if (!isSupportedCountry(country)) return undefined;
  const own = getCountryCallingCode(country);
  const code = callingCode(text, country);
  if (code !== undefined && code !== own) return `its country code is +${code}, not +${own}`;
  const length = validatePhoneNumberLength(text, country);
  return length && lengthProblems[length];
}

function callingCode(text: string, country: CountryCode): string | undefined {
  try {
    return parsePhoneNumberWithError(text, country).countryCallingCode;
  } catch {
    return undefined; // too short to parse: the length check says so
  }
}
