import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import styled from 'styled-components';
import { useCatalogue } from '../../app/catalogue-context';
import { TopStrip } from '../../components/chrome/TopStrip';
import { NavBar } from '../../components/chrome/NavBar';
import { Footer } from '../../components/chrome/Footer';
import { ScrollToTop } from '../../components/chrome/ScrollToTop';
import { telHref } from '../../domain/templates';
import { useShowroomItems } from './use-showroom-items';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; background: #fff; padding: 8px 12px; }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/** The shared chrome around every page, all of it from config. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { catalogue, paths } = useCatalogue();
  const { shop, texts, nav, footer } = catalogue;
  const social = shop.social.map((s) => ({ label: s.label, href: s.href }));
  const showroomItems = useShowroomItems(footer.showrooms);
  return (
    <>
      <SkipLink href="#main">{texts.skipToContent}</SkipLink>
      <TopStrip
        label={texts.topStrip.label}
        helpline={{ label: texts.topStrip.helpline, display: shop.phones.helpline, href: telHref(shop.phones.helpline) }}
        socialLabel={texts.topStrip.social}
        social={social}
      />
      <NavBar
        label={texts.nav.label}
        brand={{ name: shop.name, logo: shop.logo, href: paths.hrefFor(catalogue.home.id) ?? '/' }}
        links={nav.links.map(paths.link)}
        showrooms={{ label: texts.nav.showrooms, links: nav.showrooms.map(paths.link) }}
        cta={paths.link(nav.cta)}
        menuLabel={texts.nav.menu}
        closeMenuLabel={texts.nav.closeMenu}
      />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer
        showrooms={{ heading: texts.footer.showrooms, items: showroomItems }}
        products={{ heading: texts.footer.products, links: footer.products.map(paths.link) }}
        quickLinks={{ heading: texts.footer.quickLinks, links: footer.quickLinks.map(paths.link) }}
        social={{ heading: texts.footer.follow, links: social }}
        counter={{
          label: shop.footer.visitorCounter.label,
          value: String(shop.footer.visitorCounter.start).padStart(shop.footer.visitorCounter.digits, '0'),
        }}
        lastUpdate={shop.footer.lastUpdate}
        copyright={shop.footer.copyright}
        credit={shop.footer.credit}
      />
      <ScrollToTop label={texts.scrollTop} showAfter={catalogue.settings.scrollTopAfterPx} />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code arrives: the chrome appears at once, the page fills in. */
export function LayoutFallback() {
  return <SiteLayout>{false}</SiteLayout>;
}
