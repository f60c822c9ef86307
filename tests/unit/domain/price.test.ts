import { describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatPrice } from '../../../src/domain/price';

// Intl separates amount and sign with a no-break space in some locales.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('shows whole rupees with the rupee sign and Indian digit grouping (en-IN, INR)', () => {
    const inr = { lang: 'en-IN', currency: 'INR' };
    expect(formatPrice(1299, inr)).toBe('₹1,299');
    expect(formatPrice(123456, inr)).toBe('₹1,23,456');
    expect(formatPrice(0, inr)).toBe('₹0');
  });

  it('follows the language and the currency', () => {
    expect(formatPrice(1234, { lang: 'en-US', currency: 'USD' })).toBe('$1,234');
    expect(formatPrice(1234, { lang: 'de-DE', currency: 'EUR' })).toBe(`1.234${nbsp}€`);
    expect(formatPrice(1234, { lang: 'en-GB', currency: 'GBP' })).toBe('£1,234');
    expect(formatPrice(1234, { lang: 'ja-JP', currency: 'JPY' })).toBe('￥1,234');
  });

  it("shows fractional amounts with the currency's own decimals", () => {
    expect(formatPrice(1234.5, { lang: 'en-US', currency: 'USD' })).toBe('$1,234.50');
    expect(formatPrice(19.99, { lang: 'de-DE', currency: 'EUR' })).toBe(`19,99${nbsp}€`);
    expect(formatPrice(1299.5, { lang: 'en-IN', currency: 'INR' })).toBe('₹1,299.50');
    // The yen has no minor unit: a fraction rounds to whole yen.
    expect(formatPrice(1234.4, { lang: 'ja-JP', currency: 'JPY' })).toBe('￥1,234');
  });

  it('shows ₹499.50 for 499.5, and a float that rounds to whole units without decimals', () => {
    const inr = { lang: 'en-IN', currency: 'INR' };
    expect(formatPrice(499.5, inr)).toBe('₹499.50');
    expect(formatPrice(1299.001, inr)).toBe('₹1,299');
    expect(formatPrice(0.1 + 0.2, inr)).toBe('₹0.30');
    expect(formatPrice(19.999, { lang: 'en-US', currency: 'USD' })).toBe('$20');
  });

  it('builds the formatters once per language and currency', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    const counting = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      built++;
      return new Real(...args);
    });
    try {
      const money = { lang: 'en-AU', currency: 'AUD' };
      for (let i = 0; i < 100; i++) formatPrice(i + (i % 2) / 2, money);
      expect(formatPrice(12.5, money)).toBe('$12.50');
      expect(built).toBe(2); // one for whole amounts, one for fractional ones
    } finally {
      counting.mockRestore();
    }
  });
});

describe('currencySymbol', () => {
  it('is the sign the language writes beside an amount of the currency', () => {
    expect(currencySymbol({ lang: 'en-IN', currency: 'INR' })).toBe('₹');
    expect(currencySymbol({ lang: 'en-US', currency: 'USD' })).toBe('$');
    expect(currencySymbol({ lang: 'de-DE', currency: 'EUR' })).toBe('€');
    expect(currencySymbol({ lang: 'en-IN', currency: 'USD' })).toBe('$');
  });
});
