import type { SiteCatalogue, PageLinkConfig } from '../catalogue/schema';
import type { PageEntry } from '../kinds/kind';
import type { LinkItem } from '../components/types';
import { productAnchor } from '../domain/product-anchor';

/** What an absolute URL needs of the catalogue: the site's own address (`site.url`), an origin. */
type SiteAddress = { site: { url?: string } };

/**
 * A page path or picture as an absolute URL on the site's address (`site.url`), as canonical links, link
 * previews, sitemaps and chat messages need it. An https:// picture is already absolute; anything else
 * has none without `site.url`.
 */
export function absoluteUrl(catalogue: SiteAddress, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href;
  const base = catalogue.site.url;
  return base === undefined ? undefined : new URL(pathOrUrl, `${base}/`).href;
}

/**
 * The link to one product on its list page, `<site.url><route>#<anchor>`. Without the site's own address
 * there is no absolute link to give (a relative one means nothing inside a chat message): undefined.
 */
export const productUrl = (catalogue: SiteAddress, route: string, id: string): string | undefined =>
  absoluteUrl(catalogue, `${route}#${productAnchor(id)}`);

/**
 * The one place that turns page ids into URLs (absolute ones above). Breadcrumbs, menus and cards ask
 * here; nothing else builds a path by hand.
 */
export function createPaths(catalogue: SiteCatalogue) {
  const pages = new Map<string, PageEntry>(catalogue.pages.map((p) => [p.id, p]));
  const page = (id: string) => pages.get(id);

  const hrefFor = (id: string | undefined): string | undefined => (id ? page(id)?.route : undefined);
  /** The home page, from the page index (every catalogue has one). */
  const home = catalogue.pages.find((p) => p.kind === 'home');

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
   * decides the separator (its page entry carries it, so breadcrumbs need the page index alone). One level deep, that is Home > Back > current.
   */
  const breadcrumbs = (id: string): { crumbs: LinkItem[]; separator: string } => {
    const { texts } = catalogue;
    const current = page(id);
    const first: LinkItem = { label: texts.breadcrumb.home, href: home?.route };
    if (!current) return { crumbs: [first], separator: '>' };
    if (current.parent) {
      const outer = ancestors(current)
        .slice(0, -1)
        .map((p): LinkItem => ({ label: p.title, href: p.route }));
      return {
        crumbs: [first, ...outer, { label: texts.breadcrumb.back, href: hrefFor(current.parent) }, { label: current.title }],
        separator: page(current.parent)?.separator ?? '>',
      };
    }
    return { crumbs: [first, { label: current.title }], separator: current.separator ?? '>' };
  };

  return { page, home, hrefFor, link, ancestors, breadcrumbs };
}

export type Paths = ReturnType<typeof createPaths>;
