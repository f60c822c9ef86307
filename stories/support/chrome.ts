import type { FooterProps } from '../../src/components/chrome/Footer';
import type { NavBarProps } from '../../src/components/chrome/NavBar';
import type { TopStripProps } from '../../src/components/chrome/TopStrip';
import { telHref } from '../../src/domain/templates';
import { catalogue, paths, shop, texts } from './site';
import { showroomItems } from './showroom-items';

// The chrome's props from the config, mapped as SiteLayout maps them.
const { nav, footer } = catalogue;
const social = shop.social.map((s) => ({ label: s.label, href: s.href }));

export const navBarArgs: NavBarProps = {
  label: texts.nav.label,
  brand: { name: shop.name, logo: shop.logo, href: paths.hrefFor(catalogue.home.id) ?? '/' },
  links: nav.links.map(paths.link),
  showrooms: { label: texts.nav.showrooms, links: nav.showrooms.map(paths.link) },
  cta: paths.link(nav.cta),
  menuLabel: texts.nav.menu,
  closeMenuLabel: texts.nav.closeMenu,
};

export const topStripArgs: TopStripProps = {
  label: texts.topStrip.label,
  helpline: { label: texts.topStrip.helpline, display: shop.phones.helpline, href: telHref(shop.phones.helpline) },
  socialLabel: texts.topStrip.social,
  social,
};

export const footerArgs: FooterProps = {
  showrooms: { heading: texts.footer.showrooms, items: showroomItems(footer.showrooms) },
  products: { heading: texts.footer.products, links: footer.products.map(paths.link) },
  quickLinks: { heading: texts.footer.quickLinks, links: footer.quickLinks.map(paths.link) },
  social: { heading: texts.footer.follow, links: social },
  counter: {
    label: shop.footer.visitorCounter.label,
    value: String(shop.footer.visitorCounter.start).padStart(shop.footer.visitorCounter.digits, '0'),
  },
  lastUpdate: shop.footer.lastUpdate,
  copyright: shop.footer.copyright,
  credit: shop.footer.credit,
};
