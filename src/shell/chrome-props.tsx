import type { FooterProps } from '../components/chrome/Footer';
import type { NavBarProps } from '../components/chrome/NavBar';
import type { TopStripProps } from '../components/chrome/TopStrip';
import type { SiteCatalogue } from '../catalogue/schema';
import { phoneLink } from './phone-link';
import type { Paths } from '../site/paths';
import { showroomItems } from './showroom-items';
import type { LanguageSwitchProps } from '../components/chrome/LanguageSwitch';
import type { SitePage } from '../catalogue/schema';
import { shopLanguages } from '../domain/shop-languages';
import { addressIn, catalogueLanguage, underPrefix, type Address } from '../domain/language-path';
import { OFFLINE_KIND } from '../site/route-table';

/** The shared chrome's props, all from config: one mapping for the site and for Storybook. */
export function chromeProps(catalogue: SiteCatalogue, paths: Paths): { topStrip: TopStripProps; navBar: NavBarProps; footer: FooterProps } {
  const { shop, texts, nav, footer } = catalogue;
  const social = shop.social.map((s) => ({ label: s.label, href: s.href }));
  const counter = shop.footer.visitorCounter;
  return {
    topStrip: {
      label: texts.topStrip.label,
      helpline: phoneLink(texts.topStrip.helpline, shop.phones.helpline),
      socialLabel: texts.topStrip.social,
      social,
    },
    navBar: {
      label: texts.nav.label,
      brand: { name: shop.name, logo: shop.logo, href: paths.home?.route ?? '/' },
      links: nav.links.map(paths.link),
      showrooms: { label: texts.nav.showrooms, links: nav.showrooms.map(paths.link) },
      ...(nav.cta ? { cta: paths.link(nav.cta) } : {}),
      menuLabel: texts.nav.menu,
      closeMenuLabel: texts.nav.closeMenu,
    },
    footer: {
      showrooms: { heading: texts.footer.showrooms, items: showroomItems(catalogue, footer.showrooms) },
      products: { heading: texts.footer.products, links: footer.products.map(paths.link) },
      quickLinks: { heading: texts.footer.quickLinks, links: footer.quickLinks.map(paths.link) },
      social: { heading: texts.footer.follow, links: social },
      counter: { label: counter.label, value: String(counter.start).padStart(counter.digits, '0') },
      lastUpdate: shop.footer.lastUpdate,
      copyright: shop.footer.copyright,
      credit: shop.footer.credit,
    },
  };
}

/**
 * The language switch's props in a shop with `locales`: the page at `here` in each of the shop's other languages.
 * Without `here` (the pre-rendered HTML, and hydration, which must match it): the page's route, with no query or
 * fragment, which the HTML cannot know. The not-found page answers for any address, so its HTML links the other
 * languages' home pages until it knows its own; the offline page always does, its address being any page's.
 */
export function languageSwitchProps(catalogue: SiteCatalogue, page: SitePage | undefined, here?: Address): LanguageSwitchProps {
  // A language's catalogue carries the shop's languages (its site.lang is its own language's); else the config names them.
  const languages = catalogue.languages ?? shopLanguages(catalogue);
  const current = catalogueLanguage(catalogue);
  const home = underPrefix('/', current.prefix);
  const routed = page && page.route.startsWith('/') && page.kind !== OFFLINE_KIND ? page.route : undefined;
  const address = page?.kind === OFFLINE_KIND ? undefined : here;
  const at = address ?? { pathname: routed ?? home, search: '', hash: '' };
  const prefixes = languages.map((l) => l.prefix);
  return {
    label: catalogue.texts.topStrip.languages,
    links: languages
      .filter((l) => l.key !== current.key)
      .map((l) => ({ label: l.label, lang: l.lang, href: addressIn(at, prefixes, l.prefix) })),
  };
}
