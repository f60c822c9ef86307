/** Enough cards to fill a large screen at once; the rest follow without blocking input. */
export const FIRST_PAINT = 24;
