/**
 * Product columns by viewport width, phone first: one below 360 px, two from 360 px, more on wider
 * screens. The grid's CSS and the pictures' `sizes` both come from this table, so the browser
 * fetches the copy that fits the column the card is actually shown in.
 */
export const PRODUCT_COLUMNS = [
  { minWidth: 360, columns: 2 },
  { minWidth: 768, columns: 3 },
  { minWidth: 1024, columns: 4 },
] as const;

/** The page's content width at full size (--max-width minus its gutters) and the grid's gap, px. */
const CONTENT_MAX = 1168;
const GAP = 12;
const GUTTERS = 32;

/** The grid's columns at each breakpoint, as CSS. */
export const productColumnsCss = PRODUCT_COLUMNS.map(
  ({ minWidth, columns }) => `@media (min-width: ${minWidth}px) { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`,
).join('\n');

/** The grid's gap, as CSS. */
export const PRODUCT_GAP = `${GAP}px`;

/** `sizes` for a product photo: a fixed width once the page stops growing, a share of the viewport below. */
export const PRODUCT_IMAGE_SIZES = (() => {
  const widest = PRODUCT_COLUMNS[PRODUCT_COLUMNS.length - 1]!;
  const fixed = Math.ceil((CONTENT_MAX - GAP * (widest.columns - 1)) / widest.columns);
  const steps = [...PRODUCT_COLUMNS]
    .reverse()
    .map(({ minWidth, columns }) => `(min-width: ${minWidth}px) calc((100vw - ${GUTTERS + GAP * (columns - 1)}px) / ${columns})`);
  return [`(min-width: ${CONTENT_MAX + GUTTERS}px) ${fixed}px`, ...steps, `calc(100vw - ${GUTTERS}px)`].join(', ');
})();

/** Cards in the first row on a phone: their pictures are the page's largest paint, loaded first. */
export const FIRST_ROW = PRODUCT_COLUMNS[0].columns;
