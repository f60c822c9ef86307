// Control characters (C0 with tab and newline, DEL, C1): escape sequences could recolour, move or
// rewrite the owner's terminal. Bidi overrides and isolates could make text read in another order.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** True when `s` holds a character `printable` would take out: a control character or a bidi override. */
export function hasUnprintable(s: string): boolean {
  return new RegExp(CONTROL.source).test(s) || new RegExp(BIDI.source).test(s);
}

/**
 * Text that anyone could have chosen (a stored enquiry, a product id, a document's values) made safe for
 * one line of a terminal, in every script that writes one (build, seed, check-data, enquiries): each run of
 * control characters becomes one space, so a newline still separates words, and bidi overrides go.
 */
export function printable(s: string): string {
  return s.replace(BIDI, '').replace(CONTROL, ' ').trim();
}

/** Text for a CSV cell: line breaks and tabs stay (the CSV quotes them); other control characters and bidi overrides go. */
export function exportable(s: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters a CSV cell must not carry
  return s.replace(BIDI, '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');
}
