import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../../src/domain/intl-locale';
import { formatPrice } from '../../../src/domain/price';

const inr = (lang: string) => ({ lang, currency: 'INR' });

describe('intlLocale', () => {
  it('gives Latin digits for latn, whatever the language writes by default', () => {
    expect(intlLocale({ lang: 'bn-IN', digits: 'latn' })).toBe('bn-IN-u-nu-latn');
    expect(formatPrice(123456, inr(intlLocale({ lang: 'bn-IN', digits: 'latn' })))).toBe('₹1,23,456');
    expect(new Intl.DateTimeFormat(intlLocale({ lang: 'bn-IN', digits: 'latn' }), { year: 'numeric' }).format(new Date(2026, 0, 1))).toBe(
      '2026',
    );
  });

  it("gives the language's own digits, from Intl, for native", () => {
    expect(intlLocale({ lang: 'bn-IN', digits: 'native' })).toBe('bn-IN');
    expect(formatPrice(123456, inr(intlLocale({ lang: 'bn-IN', digits: 'native' })))).toBe('₹১,২৩,৪৫৬');
  });

  it('leaves English prices as they are in either setting', () => {
    expect(formatPrice(123456, inr(intlLocale({ lang: 'en-IN', digits: 'native' })))).toBe('₹1,23,456');
    expect(formatPrice(123456, inr(intlLocale({ lang: 'en-IN', digits: 'latn' })))).toBe('₹1,23,456');
  });

  it('keeps the other extensions of a tag', () => {
    expect(intlLocale({ lang: 'bn-IN-u-ca-gregory', digits: 'latn' })).toBe('bn-IN-u-ca-gregory-nu-latn');
  });
});
