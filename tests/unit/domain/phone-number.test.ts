import { describe, expect, it } from 'vitest';
import { internationalDigits } from '../../../src/domain/phone-number';

describe("a visitor's number in the international form chat links want", () => {
  it('keeps a number that already has its country code (+ or 00)', () => {
    expect(internationalDigits('+91 98000 12345', '91')).toBe('919800012345');
    expect(internationalDigits(' +44 20 7946 0000 ', '91')).toBe('442079460000');
    expect(internationalDigits('0091-98000-12345', '91')).toBe('919800012345');
  });

  it("puts the shop's country code before a national number, dropping the trunk 0", () => {
    expect(internationalDigits('98000 12345', '91')).toBe('919800012345');
    expect(internationalDigits('098000 12345', '91')).toBe('919800012345');
    expect(internationalDigits('(020) 7946 0000', '+44')).toBe('442079460000');
  });

  it('keeps a code typed without its +, once the number is longer than a national one', () => {
    expect(internationalDigits('91 98000 12345', '91')).toBe('919800012345');
    // Ten digits that happen to start with 91 are a national number.
    expect(internationalDigits('91234 56789', '91')).toBe('919123456789');
  });

  it('reads digits of any script as 0-9: a number typed on a Bengali or Arabic keyboard', () => {
    expect(internationalDigits('৯৮০০০ ১২৩৪৫', '91')).toBe('919800012345');
    expect(internationalDigits('+৯১ ৯৮০০০ ১২৩৪৫', '91')).toBe('919800012345');
    expect(internationalDigits('٠٥٠ ١٢٣ ٤٥٦٧', '971')).toBe('971501234567');
  });

  it('is empty without a digit', () => {
    expect(internationalDigits('', '91')).toBe('');
    expect(internationalDigits('call me', '91')).toBe('');
  });
});
