import type { z } from 'zod';
import type { ConfigIssueCode, PathSegment } from '../config/errors.ts';

/** One routable page of the catalogue, wherever in the YAML it is declared: `Kind` is its kind's name. */
export interface PageEntry<Kind extends string = string> {
  kind: Kind;
  id: string;
  route: string;
  title: string;
  /** For search results and link previews, when the entry has its own (else the site's). */
  description?: string;
  /** Where the entry sits in the YAML: error messages point there, and the route reads its entry from there. */
  source: PathSegment[];
  /** Breadcrumb parent (a category id), when the page has one. */
  parent?: string;
  /** The breadcrumb separator of the pages below this one (a category's), so breadcrumbs need the page index alone. */
  separator?: string;
  /** From its kind (`KindDefinition.noindex`): not for search engines. */
  noindex?: true;
  /** From its kind (`KindDefinition.clientShell`): written as a shell the browser renders, never kept by the worker. */
  clientShell?: true;
}

/** The cross-reference checks a kind may run over its own entries. */
export interface ReferenceChecks {
  /** Reports `value` at `path` unless it is the id of a page, a showroom, or an entry of the named kind. */
  refer(path: PathSegment[], value: string | undefined, known: 'page' | 'showroom' | (string & {})): void;
  /** Reports any other problem found at `path`, as `invalid-value` unless another code is given. */
  report(path: PathSegment[], message: string, code?: ConfigIssueCode): void;
  /** Reports `path` unless the catalogue has at least one page of `kind` (e.g. a 'contact' panel needs a contact page). */
  requires(path: PathSegment[], kind: string): void;
  /**
   * Reports `path`, at its key, with `message` unless the catalogue sets the top-level block `block` (one the
   * kind `reads`): e.g. owners need `enquiries` to answer.
   */
  requiresBlock(path: PathSegment[], block: string, message: string): void;
  /** Reports unknown {placeholders} in a message template. */
  template(path: PathSegment[], template: string | undefined): void;
}

export type Slice<Shape extends z.core.$ZodShape> = z.output<z.ZodObject<Shape>>;

/**
 * Everything the config side knows about one page kind: its slice of the
 * catalogue schema, how its entries become routes, and its cross-references.
 * React-free and build-time only: phones get the resulting page index as data.
 */
export interface KindDefinition<
  Name extends string,
  Shape extends z.core.$ZodShape,
  Reads extends string = never,
  BuildOnly extends string = never,
> {
  name: Name;
  shape: Shape;
  entries(slice: Slice<Shape>): PageEntry<Name>[];
  references?(slice: Slice<Shape>, checks: ReferenceChecks): void;
  /**
   * Other top-level keys of the catalogue this kind's page reads in the browser, beyond its own slice
   * (`shape`) and what every page shares: its route chunk brings them (see build-time/browser-catalogue.ts).
   */
  reads?: readonly Reads[];
  /**
   * True when the service worker keeps this kind's pages and code at install, so they open with no signal
   * even on the first offline attempt (the shop's phones and addresses). The build reads it from here.
   */
  keptAtInstall?: boolean;
  /**
   * True for pages that are for the shop's own people, not for search: the head says `noindex` (and gives
   * no canonical link), robots.txt disallows them, and the sitemap leaves them out.
   */
  noindex?: boolean;
  /**
   * True for pages drawn in the browser only (e.g. behind a sign-in): the build writes their head and an
   * empty page, with no content and no data, and the service worker never keeps or serves them.
   */
  clientShell?: boolean;
  /**
   * Top-level keys of the catalogue this kind's checks need at build time and no browser may see (e.g. who
   * may sign in): left out of the site's catalogue, and refused in any kind's `reads`. Texts the kind's
   * pages show go in its own slice (`shape`), so they ship with its pages alone.
   */
  buildOnly?: readonly BuildOnly[];
  /**
   * Texts of the kind's own slice its page needs in every language of the shop, not only in its page's, by
   * their paths in the catalogue (the owner's reply, written to each visitor in the language of their
   * enquiry). In a shop with `locales` its route chunk brings their `translations`; in a shop of one, nothing.
   */
  everyLanguage?: readonly (readonly PathSegment[])[];
}

// `const`: a kind's name and the keys it reads stay literal types, so the catalogue part a page gets is typed from them.
export const defineKind = <
  const Name extends string,
  Shape extends z.core.$ZodShape,
  const Reads extends string = never,
  const BuildOnly extends string = never,
>(
  kind: KindDefinition<Name, Shape, Reads, BuildOnly>,
) => kind;

/** The page entry of a plain `{ id, route, title }` config item. */
export function pageEntry<Kind extends string>(
  kind: Kind,
  item: { id: string; route: string; title: string; description?: string; parent?: string; separator?: string },
  source: PathSegment[],
): PageEntry<Kind> {
  return {
    kind,
    id: item.id,
    route: item.route,
    title: item.title,
    source,
    ...(item.description ? { description: item.description } : {}),
    ...(item.parent ? { parent: item.parent } : {}),
    ...(item.separator ? { separator: item.separator } : {}),
  };
}
