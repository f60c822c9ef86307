import type { z } from 'zod';
import type { ConfigIssueCode, PathSegment } from '../config/errors.ts';

/** One routable page of the catalogue, wherever in the YAML it is declared. */
export interface PageEntry {
  kind: string;
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
}

/** The cross-reference checks a kind may run over its own entries. */
export interface ReferenceChecks {
  /** Reports `value` at `path` unless it is the id of a page, a showroom, or an entry of the named kind. */
  refer(path: PathSegment[], value: string | undefined, known: 'page' | 'showroom' | (string & {})): void;
  /** Reports any other problem found at `path`, as `invalid-value` unless another code is given. */
  report(path: PathSegment[], message: string, code?: ConfigIssueCode): void;
  /** Reports `path` unless the catalogue has at least one page of `kind` (e.g. a 'contact' panel needs a contact page). */
  requires(path: PathSegment[], kind: string): void;
  /** Reports unknown {placeholders} in a message template. */
  template(path: PathSegment[], template: string | undefined): void;
}

export type Slice<Shape extends z.core.$ZodShape> = z.output<z.ZodObject<Shape>>;

/**
 * Everything the config side knows about one page kind: its slice of the
 * catalogue schema, how its entries become routes, and its cross-references.
 * React-free and build-time only: phones get the resulting page index as data.
 */
export interface KindDefinition<Name extends string, Shape extends z.core.$ZodShape> {
  name: Name;
  shape: Shape;
  entries(slice: Slice<Shape>): PageEntry[];
  references?(slice: Slice<Shape>, checks: ReferenceChecks): void;
  /**
   * Other top-level keys of the catalogue this kind's page reads in the browser, beyond its own slice
   * (`shape`) and what every page shares: its route chunk brings them (see build-time/browser-catalogue.ts).
   */
  reads?: readonly string[];
  /**
   * True when the service worker keeps this kind's pages and code at install, so they open with no signal
   * even on the first offline attempt (the shop's phones and addresses). The build reads it from here.
   */
  keptAtInstall?: boolean;
}

export const defineKind = <Name extends string, Shape extends z.core.$ZodShape>(kind: KindDefinition<Name, Shape>) => kind;

/** The page entry of a plain `{ id, route, title }` config item. */
export function pageEntry(
  kind: string,
  item: { id: string; route: string; title: string; description?: string; parent?: string; separator?: string },
  source: PathSegment[],
): PageEntry {
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
