import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { LANGUAGES_CONFIG } from '../../../scripts/catalogue/catalogue-file.ts';
import { openCatalogue } from '../../../scripts/catalogue/open-catalogue.ts';
import { languageCatalogue } from '../../../src/build-time/language-catalogue.ts';
import type { Catalogue } from '../../../src/catalogue/schema.ts';
import { collectionSlug } from '../../../src/domain/collection-file.ts';
import { shopLanguages } from '../../../src/domain/shop-languages.ts';
import { routeList } from '../../../src/site/route-table.ts';

/** The bilingual shop (the frozen copy playwright.languages.config.ts builds), read in Node as the build reads it. */
export const shop = openCatalogue(LANGUAGES_CONFIG);

const [defaultLanguage, otherLanguage] = shopLanguages(shop.catalogue);
if (!defaultLanguage || !otherLanguage) throw new Error(`the languages suite expects ${LANGUAGES_CONFIG} to have locales`);
/** The default language (English, no prefix) and the other one (Bengali, under /bn). */
export const english = defaultLanguage;
export const bengali = otherLanguage;

/** Each language's catalogue: its texts, its routes under its prefix. */
export const inEnglish = languageCatalogue(shop.catalogue, english.key);
export const inBengali = languageCatalogue(shop.catalogue, bengali.key);

/** A letter of the Bengali script. */
export const BENGALI_SCRIPT = /[\u0980-\u09FF]/;

/** The pages with an address of their own that search engines list: no catch-all, offline page or owner's shell. */
export const listedRoutes = (catalogue: Catalogue): string[] =>
  routeList(catalogue)
    .filter((page) => page.route !== '*' && page.kind !== 'offline' && !page.clientShell)
    .map((page) => page.route);

/** The route of the page `id` in a language's catalogue. */
export function routeOf(catalogue: Catalogue, id: string): string {
  const page = catalogue.pages.find((p) => p.id === id);
  if (!page) throw new Error(`${LANGUAGES_CONFIG} has no page "${id}"`);
  return page.route;
}

/** The first page of a kind (contact, enquiry, home) in a language's catalogue. */
export function routeOfKind(catalogue: Catalogue, kind: string): string {
  const page = catalogue.pages.find((p) => p.kind === kind);
  if (!page) throw new Error(`${LANGUAGES_CONFIG} has no ${kind} page`);
  return page.route;
}

/** The site's address for a route, as canonical links and the sitemap write it. */
export const absolute = (route: string) => new URL(route, inEnglish.site.url).href;

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The built sitemap: each page's address and its xhtml:link alternates. */
export async function sitemap(request: APIRequestContext): Promise<Map<string, Alternate[]>> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml: HTTP ${response.status()}`);
  const xml = await response.text();
  const pages = new Map<string, Alternate[]>();
  for (const [, url = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1];
    if (!loc) throw new Error(`a sitemap <url> without <loc>: ${url}`);
    const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    pages.set(
      loc,
      links.map(([, hreflang = '', href = '']) => ({ hreflang, href })),
    );
  }
  return pages;
}

export interface DemoProduct {
  id: string;
  title: string;
  des?: string;
  price?: number;
  i18n?: Record<string, { title?: string; des?: string }>;
}

/** The demo products the build serves for a list of the shop (its files.demoData), as the generator wrote them. */
export function demoProducts(listId: string): DemoProduct[] {
  const list = shop.catalogue.lists.find((l) => l.id === listId);
  if (!list || !shop.demoDir) throw new Error(`${LANGUAGES_CONFIG} has no list "${listId}" with demo data`);
  return JSON.parse(readFileSync(join(shop.demoDir, `${collectionSlug(list.collection)}.json`), 'utf8')) as DemoProduct[];
}
