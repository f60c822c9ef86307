/**
 * Cards in the pre-rendered HTML and drawn at once after hydration. A phone's first screen (390 x 844)
 * shows two rows of its two columns below the heading and search box, 4 cards; 8 is that twice over, so
 * a visitor who scrolls before the script arrives still finds cards, and it also fills a 1280 px
 * screen's first two rows of four. More follow in batches as the visitor scrolls (card-window.ts).
 */
export const FIRST_PAINT = 8;
