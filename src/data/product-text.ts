import { trimBlanks } from '../domain/blank';
import { TEXT_LIMITS, type TranslatedField } from '../domain/product-fields';
import { BROKEN_CHARACTERS, overLimit } from './product-messages';

// Lone surrogates (half an emoji, from a bad import) make encodeURIComponent throw while a card's
// chat link is built. String.prototype.toWellFormed would do, but not on every browser we support.
const LONE_SURROGATE = /\p{Surrogate}/gu;

/** The text with each lone surrogate replaced by U+FFFD: the writer refuses a text this changes. */
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** What the reader did to a text to show it; `cleaned` when nothing was lost. */
export interface TextRepair {
  message: string;
  cleaned?: true;
}

/**
 * A stored title or description as the site shows it, in any language: a title trimmed of blanks (a stray
 * space in a spreadsheet cell; descriptions keep their layout), cut at TEXT_LIMITS, lone surrogates replaced.
 */
export function shownText(value: string, field: TranslatedField): { text: string; repairs: TextRepair[] } {
  const repairs: TextRepair[] = [];
  let shown = field === 'title' ? trimBlanks(value) : value;
  const limit = TEXT_LIMITS[field];
  if (shown.length > limit) {
    // Cut before a surrogate pair rather than through it.
    const end = /[\uD800-\uDBFF]/.test(shown[limit - 2] ?? '') ? limit - 2 : limit - 1;
    repairs.push({ message: `${overLimit(shown.length, limit)}; cut for display` });
    shown = `${shown.slice(0, end)}…`;
  }
  const repaired = wellFormed(shown);
  if (repaired !== shown) repairs.push({ message: `${BROKEN_CHARACTERS} replaced with \uFFFD`, cleaned: true });
  return { text: repaired, repairs };
}
