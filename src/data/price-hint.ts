import { formatPrice, readPrice, type Money } from '../domain/price';

// A price with cents where the currency has them (₹1,299.50), whole where it has none (¥1,299).
const AMOUNTS = [1299.5, 1299];

/**
 * The example of a price written as text, for a message about a price that could not be read:
 * the amount as the site shows it in the shop's currency and language ("₹1,299.50" for en-IN/INR,
 * "£1,299.50" for en-GB/GBP). Only a form the price reader takes back is offered: where the shop's
 * language writes amounts it refuses (a decimal comma, "1.299,50 €", or other digits), the currency's
 * English form ("€1,299.50"); a whole amount for a currency without cents ("￥1,299"); without a
 * shop, or when nothing reads back, a plain "1,299.50".
 */
export function priceExample(money?: Money): string {
  const forms: Money[] = money ? [money, { lang: 'en', currency: money.currency }] : [];
  // Cents first, in either form: a whole "1 299 €" reads back, but would hide that "1 299,50 €" does not.
  for (const amount of AMOUNTS) {
    for (const form of forms) {
      let shown: string;
      try {
        shown = formatPrice(amount, form);
      } catch {
        continue; // a language or currency Intl does not know: the config check reports it, the hint goes on
      }
      if (readPrice(shown) === amount) return shown;
    }
  }
  return '1,299.50';
}

/** 'like 1299 or "₹1,299.50"': the two ways a price may be stored, the text one in the shop's own currency. */
export function priceHint(money?: Money): string {
  return `like 1299 or "${priceExample(money)}"`;
}
