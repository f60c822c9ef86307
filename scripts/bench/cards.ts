/**
 * A product card as the list page renders it: an item of the grid that follows
 * the Search field (the loading skeleton grid is aria-hidden and does not count).
 */
export const CARD_SELECTOR = '[role="search"] ~ ul:not([aria-hidden="true"]) > li';
