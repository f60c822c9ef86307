/**
 * The format an enquiry field's text must have, for the form and firestore.rules alike.
 *
 * Each pattern is written once and read by two engines: the rules' `matches()` (RE2, whole text) and
 * the form's `fieldRegExp()` (JavaScript with the `u` flag, anchored here). So the patterns use only
 * what both read the same way: no `\s`, `\b` or `\w` (ASCII in RE2, wider in JavaScript), no
 * lookaround or backreferences (RE2 has none), `\p{…}` classes (both know them) and plain ASCII.
 */

// One domain label: letters (any script), marks and digits, hyphens inside only.
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;

/**
 * A plain address `local@domain.tld`: no spaces, quotes, angle brackets, parentheses or commas, so no
 * `<script>` and no "Name <a@b.c>" form; at least one dot in the domain.
 */
export const EMAIL_PATTERN = String.raw`[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_{|}~-]+@${LABEL}(?:\.${LABEL})+`;

/** A phone number: an optional leading "+", then 6 to 15 digits (E.164's most), spaced by " ", "-", "." or "( )". */
export const PHONE_PATTERN = String.raw`\+?(?:[ ().-]*[0-9]){6,15}[ ().-]*`;

/** What this module reads of a field (the config's `enquiries.fields[]` entries have it). */
export interface FormattedField {
  kind: string;
  pattern?: string | undefined;
}

/** The pattern a field's text must match, or undefined when any text will do: its own `pattern`, else its kind's. */
export function fieldPattern(field: FormattedField): string | undefined {
  if (field.pattern !== undefined) return field.pattern;
  if (field.kind === 'email') return EMAIL_PATTERN;
  if (field.kind === 'tel') return PHONE_PATTERN;
  return undefined;
}

/** A pattern as the form tests it: the whole text, Unicode-aware (RE2's `matches()` is whole-text too). */
export function fullMatchRegExp(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, 'u');
}

/** True when the text has the field's format (or the field has none). An optional field's empty text is the caller's to allow. */
export function hasFieldFormat(field: FormattedField, value: string): boolean {
  const pattern = fieldPattern(field);
  return pattern === undefined || fullMatchRegExp(pattern).test(value);
}
