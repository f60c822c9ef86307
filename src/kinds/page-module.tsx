import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import type { Img } from '../components/types';
import type { CatalogueSource } from '../data/source';
import type { PageCatalogue, PageKind, SitePage } from '../catalogue/schema';
import { PageCatalogueProvider } from '../shell/catalogue-context';

/** Each kind's catalogue part, loaded on demand and typed by the kind (app/page-catalogue.ts). */
export type PageCatalogues = <K extends PageKind>(kind: K) => Promise<PageCatalogue<K>>;

/** What a page's loader gets: its own config entry, its kind's catalogue and the data source. */
export interface PageContext<K extends PageKind, Entry> {
  entry: Entry;
  catalogue: PageCatalogue<K>;
  source: CatalogueSource;
  /** True while the build pre-renders the page into HTML (the browser refreshes the data after hydration). */
  prerender: boolean;
}

/** What a page's component gets: its config entry, its loader's result (`undefined` without a loader) and its kind's catalogue. */
export interface PageProps<K extends PageKind, Entry, Data = undefined> {
  entry: Entry;
  data: Data;
  catalogue: PageCatalogue<K>;
}

/**
 * The page half of kind `K` (`<kind>/page.tsx`, default export), typed from the YAML to the page: where
 * its entry is in its kind's catalogue part; the component that draws it; where the page needs data, the
 * loader the router runs before drawing it (at build time and in the browser alike) and which of its
 * results are failures the build must stop on; and, where the page has a picture of its own, the one
 * its link preview shows.
 */
export interface PageSpec<K extends PageKind, Entry, Data> {
  /** The page's entry, by the id its kind's `entries` gave it; undefined when the part has none (a broken build). */
  entry(catalogue: PageCatalogue<K>, id: string): Entry | undefined;
  Component: ComponentType<PageProps<K, Entry, Data>>;
  loader?: (context: PageContext<K, Entry>) => Promise<Data>;
  /** Why the loader's data is a failure that stops the build (a page pre-rendered without its products), else undefined. */
  failure?: (data: Data) => string | undefined;
  /** The page's own picture for link previews (any format: the head keeps photos only, else the site's share picture). */
  image?: (entry: Entry, data: Data, catalogue: PageCatalogue<K>) => Img | undefined;
}

/** What the router, the build and the head see of any page module, whatever its kind. */
export interface PageModule {
  readonly kind: PageKind;
  /** The route's component and loader for one page of this kind. Rejects for a page of another kind or with no entry. */
  route(page: SitePage, context: PageRouteContext): Promise<PageRoute>;
  /** The link-preview picture of one page, given the data its route's loader left with the router. */
  image(page: SitePage, data: unknown, catalogues: PageCatalogues): Promise<Img | undefined>;
  /** Why the data a route's loader left with the router stops the build, else undefined. */
  failure(data: unknown): string | undefined;
}

export interface PageRouteContext {
  catalogues: PageCatalogues;
  source: CatalogueSource;
  prerender: boolean;
}

export interface PageRoute {
  Component: ComponentType;
  loader?: () => Promise<unknown>;
}

/** A page module with its spec kept typed (tests read it). */
export type TypedPageModule<K extends PageKind, Entry, Data> = PageModule & { readonly spec: PageSpec<K, Entry, Data> };

/**
 * Binds a page to its kind: `entry`, `data` and the catalogue are typed in the page from the kind's
 * name, its YAML slice and its loader, with no cast. `Data` is inferred from the loader, else `undefined`.
 */
export function definePage<K extends PageKind, Entry, Data = undefined>(
  kind: K,
  spec: PageSpec<K, Entry, Data>,
): TypedPageModule<K, Entry, Data> {
  // react-router's data routes do not type loader data per route: what the router hands back is what
  // this module's own loader returned (or the build serialized from it), so here it is that again.
  const fromRouter = (data: unknown) => data as Data;

  async function found(page: SitePage, catalogues: PageCatalogues) {
    if (page.kind !== kind) throw new Error(`page "${page.id}" is a ${page.kind} page, not a ${kind} page`);
    const catalogue = await catalogues(kind);
    const entry = spec.entry(catalogue, page.id);
    if (entry === undefined) throw new Error(`page "${page.id}": its ${kind} entry is not in the catalogue its page loads`);
    return { entry, catalogue };
  }

  return {
    kind,
    spec,
    async route(page, { catalogues, source, prerender }) {
      const { entry, catalogue } = await found(page, catalogues);
      const { Component, loader } = spec;
      function Page() {
        return (
          <PageCatalogueProvider catalogue={catalogue}>
            <Component entry={entry} data={fromRouter(useLoaderData<unknown>())} catalogue={catalogue} />
          </PageCatalogueProvider>
        );
      }
      return { Component: Page, ...(loader ? { loader: () => loader({ entry, catalogue, source, prerender }) } : {}) };
    },
    async image(page, data, catalogues) {
      if (!spec.image) return undefined;
      const { entry, catalogue } = await found(page, catalogues);
      return spec.image(entry, fromRouter(data), catalogue);
    },
    failure: (data) => spec.failure?.(fromRouter(data)),
  };
}
