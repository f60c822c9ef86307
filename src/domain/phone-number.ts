import { latinDigits } from './latin-digits';

// Most national numbers are at most 10 digits (India, the US, most of Europe); with its country code a number is longer.
const MAX_NATIONAL_DIGITS = 10;

/**
 * A phone number as a visitor typed it, in the international form chat links want: digits only, the
 * country code first. `callingCode` is the shop's (`91` for site.country IN), for numbers typed the
 * national way. No numbering-plan tables (those stay at build time), so the rule is plain:
 *
 * - `+91 98000 12345` and `0091 98000 12345` already carry a country code: kept as they are;
 * - `098000 12345` (the trunk prefix 0) and `98000 12345` are national: the shop's code goes first;
 * - `91 98000 12345`, typed with the code but no `+`, keeps it when the digits are longer than a
 *   national number of 10 digits can be (so `919800012345` is not made `91919800012345`).
 *
 * Digits of any script count as their 0-9 (latinDigits). Empty when the text holds no digit.
 */
export function internationalDigits(phone: string, callingCode: string): string {
  const code = callingCode.replace(/\D/g, '');
  const typed = latinDigits(phone.trim());
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return '';
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const national = digits.replace(/^0+/, '');
  if (national !== digits) return code + national;
  if (code !== '' && digits.startsWith(code) && digits.length > MAX_NATIONAL_DIGITS) return digits;
  return code + digits;
}
