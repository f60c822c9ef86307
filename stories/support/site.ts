import catalogue from 'virtual:catalogue';
import { createPaths } from '../../src/kinds/catalogue/paths';

/**
 * The real, validated catalogue.config.yaml (the same `virtual:catalogue` the
 * site bundles) and its link builder: stories show what the site shows.
 */
export { catalogue };
export const paths = createPaths(catalogue);
export const { texts, shop } = catalogue;

/** The entry with this id, or a loud error: a renamed id breaks the story instead of emptying it. */
export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`catalogue.config.yaml has no entry "${id}"`);
  return item;
}

/** The route of a page id, for `parameters.path` (so the menu marks the current page). */
export function routeOf(id: string): string {
  const href = paths.hrefFor(id);
  if (!href) throw new Error(`catalogue.config.yaml has no page "${id}"`);
  return href;
}

/** An optional block of the shipped catalogue that these stories show, or a loud error if it was removed. */
export function present<T>(value: T | undefined, key: string): T {
  if (value === undefined) throw new Error(`catalogue.config.yaml has no "${key}" block`);
  return value;
}
