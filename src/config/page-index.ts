import type { Catalogue } from './schema/index.ts';
import type { PathSegment } from './errors.ts';

export type PageKind = 'home' | 'showroom' | 'category' | 'list' | 'showcase' | 'contact' | 'enquiry';

/** One routable page of the catalogue, wherever in the YAML it is declared. */
export interface PageEntry {
  kind: PageKind;
  id: string;
  route: string;
  title: string;
  /** Where the entry sits in the YAML, for error messages. */
  source: PathSegment[];
  /** Breadcrumb parent (a category id), when the page has one. */
  parent?: string;
}

export function pageIndex(c: Catalogue): PageEntry[] {
  const entry = (kind: PageKind, p: { id: string; route: string; title: string; parent?: string }, source: PathSegment[]): PageEntry => ({
    kind,
    id: p.id,
    route: p.route,
    title: p.title,
    source,
    ...(p.parent ? { parent: p.parent } : {}),
  });
  return [
    entry('home', c.home, ['home']),
    ...c.showroomPages.map((p, i) => entry('showroom', p, ['showroomPages', i])),
    ...c.categories.map((p, i) => entry('category', p, ['categories', i])),
    ...c.lists.map((p, i) => entry('list', p, ['lists', i])),
    ...c.showcases.map((p, i) => entry('showcase', p, ['showcases', i])),
    entry('contact', c.contact, ['contact']),
    entry('enquiry', c.enquiry, ['enquiry']),
  ];
}
