import catalogue from 'virtual:catalogue';
import { createPaths } from '../../src/site/paths';
import { demoCount } from './demo-products';
import { findExamples, type ExampleName, type Examples } from './examples';

/**
 * The catalogue Storybook is built with (CATALOGUE_CONFIG, else catalogue.config.yaml: the same
 * `virtual:catalogue` the site bundles) and its link builder: stories show what the site shows.
 */
export { catalogue };
export const paths = createPaths(catalogue);
export const { texts, shop } = catalogue;

/** The examples stories draw (the first list, showroom, category…), picked as `.storybook/main.ts` picks them. */
export const examples = findExamples(catalogue, (collection) => demoCount(collection) > 0);

/** An example a story needs; missing, it is a loud error: story-selection.ts should have left the story out. */
export function example<K extends ExampleName>(name: K): NonNullable<Examples[K]> {
  const found = examples[name];
  if (found === undefined) throw new Error(`this catalogue has no "${name}": add the story file's need to STORY_NEEDS`);
  return found;
}

/** The entry a config reference names (a tab's showroom, a page's showroom), or a loud error. */
export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`the catalogue has no entry "${id}"`);
  return item;
}

/** The route of a page id, for `parameters.path` (so the menu marks the current page). */
export function routeOf(id: string): string {
  const href = paths.hrefFor(id);
  if (!href) throw new Error(`the catalogue has no page "${id}"`);
  return href;
}

/** The shop's currency sign as its prices show it (₹ for en-IN INR, £ for en-GB GBP), as a pattern to find them. */
export const currencySign = (() => {
  const parts = new Intl.NumberFormat(catalogue.site.lang, { style: 'currency', currency: catalogue.site.currency }).formatToParts(1);
  const sign = parts.find((p) => p.type === 'currency')?.value ?? catalogue.site.currency;
  return new RegExp(sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
})();
