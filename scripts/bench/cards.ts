/**
 * A product card as the list page renders it: an item of a grid that holds an article, wherever the grid
 * is wrapped (the loading skeleton's items hold none and do not count).
 */
export const CARD_SELECTOR = 'main ul:not([aria-hidden="true"]) > li:has(> article)';
