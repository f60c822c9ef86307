import { z } from 'zod';

// Shape only: whether the code is a real currency or country, and whether a
// postal code fits the shop's country, is checked once the whole file is read
// (src/build-time/locale-checks.ts), where the country is known.

export const currencyCode = z
  .string({ error: 'an ISO 4217 currency code such as "INR"' })
  .regex(/^[A-Z]{3}$/, { error: 'an ISO 4217 currency code of three capital letters, such as "INR"' })
  .describe('ISO 4217 currency of every price, formatted for site.lang: INR, USD, EUR, GBP, …');

export const countryCode = z
  .string({ error: 'an ISO 3166-1 country code such as "IN"' })
  .regex(/^[A-Z]{2}$/, { error: 'an ISO 3166-1 country code of two capital letters, such as "IN"' })
  .describe("ISO 3166-1 alpha-2 code of the shop's country: phone numbers and postal codes are checked for it.");

export const postalCode = z
  .string({ error: 'a postal code such as "741126" (in quotes)' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, { error: 'a postal code of letters, digits, spaces and "-"' })
  .describe('A postal code of site.country, in quotes.');
