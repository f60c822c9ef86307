import { describe, expect, it } from 'vitest';
import { latinDigits } from '../../../src/domain/latin-digits';

describe('digits of any script written as 0-9', () => {
  it('reads Bengali digits by their value', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('+৯১ ৯৮০০০-১২৩৪৫')).toBe('+91 98000-12345');
  });

  it('reads every script’s decimal digits, whatever their code points, runs that touch included', () => {
    const cases: [string, string][] = [
      ['०१२३४५६७८९', 'Devanagari'],
      ['٠١٢٣٤٥٦٧٨٩', 'Arabic-Indic'],
      ['۰۱۲۳۴۵۶۷۸۹', 'Extended Arabic-Indic'],
      ['０１２３４５６７８９', 'full-width'],
      ['௦௧௨௩௪௫௬௭௮௯', 'Tamil'],
      ['𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗', 'mathematical bold, the first of five touching runs'],
      ['𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿', 'mathematical monospace, the last of them'],
    ];
    for (const [digits, script] of cases) expect(latinDigits(digits), script).toBe('0123456789');
  });

  it('keeps everything else as it is: Latin digits, letters, signs, and numbers that are not decimal digits', () => {
    expect(latinDigits('Room 12, কৃষ্ণনগর')).toBe('Room 12, কৃষ্ণনগর');
    // Superscripts, fractions and Roman numerals are numbers (No, Nl) but no decimal digits (Nd).
    expect(latinDigits('²½Ⅻ৴')).toBe('²½Ⅻ৴');
  });
});
