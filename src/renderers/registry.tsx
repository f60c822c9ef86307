import type { ComponentType } from 'react';
import type { Catalogue } from '../config/schema';
import type { RouteKind } from '../routing/build-routes';

/** Each renderer folder has a `route.tsx` exporting this: the page component bound to its config entry. */
export type PageFactory = (catalogue: Catalogue, id: string) => ComponentType;

type RouteModule = { createPage: PageFactory };

/**
 * Route kind -> renderer module, each loaded on demand so a page ships only
 * its own code (the home carousels never load on /saree).
 */
const modules: Record<RouteKind, () => Promise<RouteModule>> = {
  home: () => import('./home/route'),
  showroom: () => import('./showroom/route'),
  category: () => import('./category/route'),
  list: () => import('./list/route'),
  showcase: () => import('./showcase/route'),
  contact: () => import('./contact/route'),
  enquiry: () => import('./enquiry/route'),
  'not-found': () => import('./not-found/route'),
};

export async function loadPage(catalogue: Catalogue, kind: RouteKind, id: string): Promise<ComponentType> {
  const { createPage } = await modules[kind]();
  return createPage(catalogue, id);
}

/** The config entry with this id, or a loud error (the route table and config disagree). */
export function entryById<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`no config entry "${id}"`);
  return item;
}
