/**
 * Cards added to a list page each time the visitor scrolls near the end of what is drawn. Three rows
 * of the widest (four-column) grid, about two screens at 1280 x 900; six rows of a phone's two columns,
 * about three screens at 390 x 844. Twelve cards are a few hundred elements: one short commit even on a
 * slow phone, and far enough ahead that a visitor scrolling steadily never reaches the end before the
 * next batch is drawn.
 */
export const CARD_BATCH = 12;

/**
 * How near the end of the grid (a marker just after it) must come before the next batch is drawn:
 * one viewport height below the screen (and above it, so a visitor scrolling back up does not
 * trigger anything new). In CSS margin form, as IntersectionObserver takes it.
 */
export const AHEAD = '100% 0px';
