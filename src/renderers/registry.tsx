import type { ComponentType } from 'react';
import type { Catalogue } from '../config/schema';
import type { RouteKind } from '../routing/build-routes';

type Loader = (catalogue: Catalogue, id: string) => Promise<ComponentType>;

const find = <T extends { id: string }>(items: T[], id: string): T => {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`no config entry "${id}"`);
  return item;
};

/**
 * Route kind -> renderer, each loaded on demand so a page ships only its own
 * code (the home carousels never load on /saree). The entry is bound here, so
 * renderers get their config entry as a prop.
 */
export const renderers: Record<RouteKind, Loader> = {
  async list(c, id) {
    const { ListPage } = await import('./list/ListPage');
    const list = find(c.lists, id);
    return () => <ListPage list={list} />;
  },
  async category(c, id) {
    const { CategoryPage } = await import('./category/CategoryPage');
    const category = find(c.categories, id);
    return () => <CategoryPage category={category} />;
  },
  async 'not-found'() {
    const { NotFoundPage } = await import('./not-found/NotFoundPage');
    return NotFoundPage;
  },
  async home(c) {
    const { PlaceholderPage } = await import('./placeholder/PlaceholderPage');
    return () => <PlaceholderPage id={c.home.id} title={c.home.title} heading={c.home.heading} />;
  },
  async showroom(c, id) {
    const { PlaceholderPage } = await import('./placeholder/PlaceholderPage');
    const page = find(c.showroomPages, id);
    return () => <PlaceholderPage id={page.id} title={page.title} heading={page.heading} />;
  },
  async showcase(c, id) {
    const { PlaceholderPage } = await import('./placeholder/PlaceholderPage');
    const page = find(c.showcases, id);
    return () => <PlaceholderPage id={page.id} title={page.title} heading={page.heading} />;
  },
  async contact(c) {
    const { PlaceholderPage } = await import('./placeholder/PlaceholderPage');
    return () => <PlaceholderPage id={c.contact.id} title={c.contact.title} heading={c.contact.heading} />;
  },
  async enquiry(c) {
    const { PlaceholderPage } = await import('./placeholder/PlaceholderPage');
    return () => <PlaceholderPage id={c.enquiry.id} title={c.enquiry.title} heading={c.enquiry.heading} />;
  },
};
