// Any decimal digit but 0-9: Bengali ০-৯, Devanagari, Arabic-Indic, full-width, ...
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const DIGIT = /^\p{Nd}$/u;

/**
 * A decimal digit's value, without a table per script: Unicode assigns its decimal digits (Nd) only in runs of
 * ten code points, 0 to 9 in order, so the value is the distance from the start of the digit's unbroken stretch
 * of Nd characters, modulo ten (where runs touch, as the mathematical digits do, each still starts at 0).
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  let start = code;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/**
 * The text with every decimal digit of any script written as 0-9 ("০৯৮০০ ১২৩৪৫" becomes "09800 12345"):
 * a phone number typed on a Bengali keyboard is checked and stored as the rules, `tel:` and chat links read it.
 */
export function latinDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (digit) => String(digitValue(digit)));
}
