import type { Catalogue, PageEntry, PageLinkConfig } from '../build-time/schema';
import type { LinkItem } from '../components/types';
import { byId } from '../domain/by-id';

/**
 * The one place that turns page ids into URLs. Breadcrumbs, menus and cards ask
 * here; nothing else builds a path by hand.
 */
export function createPaths(catalogue: Catalogue) {
  const pages = new Map<string, PageEntry>(catalogue.pages.map((p) => [p.id, p]));
  const page = (id: string) => pages.get(id);

  const hrefFor = (id: string | undefined): string | undefined => (id ? page(id)?.route : undefined);

  const link = (l: PageLinkConfig): LinkItem => {
    if (typeof l === 'string') return { label: page(l)?.title ?? l, href: hrefFor(l) };
    return { label: l.label, href: hrefFor(l.to) };
  };

  /** The categories above a page, outermost first (the config check rules out cycles). */
  const ancestors = (entry: PageEntry): PageEntry[] => {
    const chain: PageEntry[] = [];
    for (let up = entry.parent ? page(entry.parent) : undefined; up && !chain.includes(up); up = up.parent ? page(up.parent) : undefined)
      chain.unshift(up);
    return chain;
  };

  /**
   * Home > [outer categories] > [Back to parent] > current; the parent category
   * decides the separator. One level deep, that is Home > Back > current.
   */
  const breadcrumbs = (id: string): { crumbs: LinkItem[]; separator: string } => {
    const { texts } = catalogue;
    const current = page(id);
    const home: LinkItem = { label: texts.breadcrumb.home, href: hrefFor(catalogue.home.id) };
    if (!current) return { crumbs: [home], separator: '>' };
    if (current.parent) {
      const parent = byId(catalogue.categories, current.parent);
      const outer = ancestors(current)
        .slice(0, -1)
        .map((p): LinkItem => ({ label: p.title, href: p.route }));
      return {
        crumbs: [home, ...outer, { label: texts.breadcrumb.back, href: hrefFor(current.parent) }, { label: current.title }],
        separator: parent.separator,
      };
    }
    const separator = current.kind === 'category' ? byId(catalogue.categories, id).separator : '>';
    return { crumbs: [home, { label: current.title }], separator };
  };

  return { page, hrefFor, link, ancestors, breadcrumbs };
}

export type Paths = ReturnType<typeof createPaths>;
