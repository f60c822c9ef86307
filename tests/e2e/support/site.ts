import { SPEC_CONFIG } from '../../../scripts/catalogue/catalogue-file.ts';
import { openCatalogue } from '../../../scripts/catalogue/open-catalogue.ts';
import type { Catalogue } from '../../../src/catalogue/schema.ts';
import type { PageEntry } from '../../../src/kinds/kind.ts';
import { routeList } from '../../../src/site/route-table.ts';
import { createPaths } from '../../../src/site/paths.ts';

/**
 * The specification's shop (the frozen copy playwright.config.ts builds, never the owner's
 * catalogue.config.yaml), validated and read in Node the way the build reads it.
 */
export const spec = openCatalogue(SPEC_CONFIG);
export const catalogue = withEveryBlock(spec.catalogue);
export const paths = createPaths(catalogue);

/** A page of the route list, with the path the browser suite names it by ('*' for the catch-all). */
export type RouteEntry = PageEntry & { path: string };

/** The router's own route list (the catch-all last). */
export const routes: RouteEntry[] = routeList(catalogue).map((page) => ({ ...page, path: page.route }));

/** Registered pages (the catch-all excluded). */
export const pages = routes.filter((r) => r.path !== '*');

export function hrefOf(id: string): string {
  const href = paths.hrefFor(id);
  if (!href) throw new Error(`config has no page "${id}"`);
  return href;
}

export function listById(id: string) {
  const list = catalogue.lists.find((l) => l.id === id);
  if (!list) throw new Error(`config has no list "${id}"`);
  return list;
}

/** The h1 a page must show, as the config words it. */
export function headingOf(route: RouteEntry): string {
  const c = catalogue;
  const byId = <T extends { id: string }>(items: T[]) => items.find((x) => x.id === route.id);
  switch (route.kind) {
    case 'home':
      return c.home.heading;
    case 'showroom':
      return byId(c.showroomPages)!.heading;
    case 'category': {
      const category = byId(c.categories)!;
      return category.heading ?? category.title;
    }
    case 'list':
      return listById(route.id).title;
    case 'showcase':
      return byId(c.showcases)!.heading;
    case 'contact':
      return c.contact.heading;
    case 'enquiry':
      return c.enquiry.heading;
    case 'not-found':
      return c.texts.notFound.title;
    case 'offline':
      return c.texts.offline.title;
    default:
      throw new Error(`no heading rule for page kind "${route.kind}"`);
  }
}

/** A page with an address of its own: not the catch-all, nor the offline page (shown at the address asked for). */
export const hasOwnAddress = (route: RouteEntry) => route.path !== '*' && route.kind !== 'offline';

/** The document title: '<page> | <site>', or the bare site title. */
export function documentTitleOf(route: RouteEntry): string {
  // The not-found and offline pages' entries are `texts.notFound` and `texts.offline`: their titles are the pages' titles too.
  const page =
    route.path === '*'
      ? catalogue.texts.notFound.title
      : route.kind === 'offline'
        ? catalogue.texts.offline.title
        : paths.page(route.id)!.title;
  const site = catalogue.site.title;
  return page === site ? site : `${page}${catalogue.texts.siteTitleSeparator}${site}`;
}

/** The specification's shop has every optional block (contact, enquiry, the nav button): say so once, here. */
type Complete = Catalogue & {
  contact: NonNullable<Catalogue['contact']>;
  enquiry: NonNullable<Catalogue['enquiry']>;
  enquiries: NonNullable<Catalogue['enquiries']>;
  nav: Catalogue['nav'] & { cta: NonNullable<Catalogue['nav']['cta']> };
};

function withEveryBlock(c: Catalogue): Complete {
  if (!c.contact || !c.enquiry || !c.nav.cta || !c.enquiries)
    throw new Error(`the browser suite expects ${SPEC_CONFIG}, with contact, enquiry, enquiries and nav.cta`);
  return c as Complete;
}

/** The label of the specification's enquiry field stored under `name` (title, mobile, emailaddress, city, enquiry). */
export function fieldLabel(name: string): string {
  const field = catalogue.enquiries.fields.find((f) => f.name === name);
  if (!field) throw new Error(`the browser suite expects the specification's enquiry field "${name}"`);
  return field.label;
}

/** The specification's form labels by what each field asks for. */
export const formLabels = {
  name: fieldLabel('title'),
  mobile: fieldLabel('mobile'),
  email: fieldLabel('emailaddress'),
  city: fieldLabel('city'),
  comment: fieldLabel('enquiry'),
};
