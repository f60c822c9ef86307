/** What a price is shown in: the site's language and its ISO 4217 currency. */
export interface Money {
  lang: string;
  currency: string;
}

interface Formats {
  whole: Intl.NumberFormat;
  exact: Intl.NumberFormat;
}

// Building a NumberFormat costs far more than using one, and a list formats hundreds of prices.
const cache = new Map<string, Formats>();

function formatsFor({ lang, currency }: Money): Formats {
  const key = `${lang}|${currency}`;
  let formats = cache.get(key);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat(lang, { style: 'currency', currency }),
    };
    cache.set(key, formats);
  }
  return formats;
}

/**
 * ₹1,23,456 for en-IN/INR, $1,234.50 for en-US/USD: whole amounts without
 * decimals (prices are mostly whole), others with the currency's own decimals.
 */
export function formatPrice(amount: number, money: Money): string {
  const { whole, exact } = formatsFor(money);
  return (Number.isInteger(amount) ? whole : exact).format(amount);
}
