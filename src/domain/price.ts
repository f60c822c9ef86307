import { intlLocale } from './intl-locale';
import type { Digits } from './shop-languages';

/** What a price is shown in: the site's language, its ISO 4217 currency, and which digits (a shop with `locales`). */
export interface Money {
  lang: string;
  currency: string;
  digits?: Digits | undefined;
}

interface Formats {
  whole: Intl.NumberFormat;
  exact: Intl.NumberFormat;
  /** 10 to the power of the currency's decimals: 100 for INR, 1 for JPY. */
  minorUnits: number;
}

// Building a NumberFormat costs far more than using one, and a list formats hundreds of prices.
const cache = new Map<string, Formats>();

function formatsFor({ lang: tag, currency, digits }: Money): Formats {
  const lang = intlLocale({ lang: tag, digits });
  const key = `${lang}|${currency}`;
  let formats = cache.get(key);
  if (!formats) {
    const exact = new Intl.NumberFormat(lang, { style: 'currency', currency });
    formats = {
      whole: new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      exact,
      minorUnits: 10 ** (exact.resolvedOptions().maximumFractionDigits ?? 0),
    };
    cache.set(key, formats);
  }
  return formats;
}

/**
 * ₹1,23,456 for en-IN/INR, $1,234.50 for en-US/USD: whole amounts without
 * decimals (prices are mostly whole), others with the currency's own decimals.
 * Whole is judged after rounding to those decimals: 1299.001 (a float from a
 * spreadsheet) is ₹1,299, not ₹1,299.00.
 */
export function formatPrice(amount: number, money: Money): string {
  const { whole, exact, minorUnits } = formatsFor(money);
  return (Math.round(amount * minorUnits) % minorUnits === 0 ? whole : exact).format(amount);
}

/** The currency's sign as the language writes it beside an amount: ₹ for en-IN/INR, $ for en-US/USD, € for de-DE/EUR. */
export function currencySymbol(money: Money): string {
  const parts = formatsFor(money).exact.formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? money.currency;
}

// An amount as shops type it: "1299", "₹1,299", "Rs. 1,23,456.50", "$ 12.5", with any spaces
// (a no-break space from a spreadsheet too). Commas only as thousands or Indian lakh groups:
// "12,5" (a decimal comma) is refused rather than read as 125.
const AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;
const DECORATION = /[\s\p{Sc}]|^rs\.?/giu;

/** A stored price as a number, or undefined when it is not an amount of 0 or more. */
export function readPrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const digits = value.trim().replace(DECORATION, '');
  return AMOUNT.test(digits) ? Number(digits.replaceAll(',', '')) : undefined;
}
