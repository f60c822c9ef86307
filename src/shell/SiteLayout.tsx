import { HydrateLater } from './HydrateLater';
import { useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import { useCatalogue } from './catalogue-context';
import { TopStrip } from '../components/chrome/TopStrip';
import { NavBar } from '../components/chrome/NavBar';
import { Footer } from '../components/chrome/Footer';
import { ScrollToTop } from '../components/chrome/ScrollToTop';
import { DemoNotice } from '../components/chrome/DemoNotice';
import { useSource } from '../data/source-context';
import { useProductChanges } from '../data/demo/use-product-changes';
import { DEMO_BUILD } from '../domain/demo-build';
import { chromeProps } from './chrome-props';
import { ZoomViewer } from '../components/zoom/ZoomViewer';
import { zoomProps } from './zoom-props';
import { PageLanguageSwitch } from './PageLanguageSwitch';
import { PageLanguageData } from './PageLanguageData';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    background: var(--color-surface);
    padding: 8px 12px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
  /* Dims the previous page while the next one's data arrives (after a short delay, so fast loads do not flicker). */
  transition: opacity 0.2s;
  &[aria-busy='true'] {
    opacity: 0.6;
    transition-delay: 0.3s;
  }
`;

// Chosen once per build (never between renders): only a demo build keeps the demo owner's changes.
const useChanges: typeof useProductChanges = DEMO_BUILD ? useProductChanges : () => false;

/** The shared chrome around every page, all of it from config. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { catalogue, paths } = useCatalogue();
  const chrome = useMemo(() => chromeProps(catalogue, paths), [catalogue, paths]);
  const zoom = useMemo(() => zoomProps(catalogue), [catalogue]);
  // A page whose data is on its way keeps showing the previous one; say so to assistive technology.
  const busy = useNavigation().state === 'loading';
  // The build and the browser pick the same source, so the pre-rendered notice matches on hydration.
  const demo = useSource().name === 'demo';
  const changed = useChanges(demo, useLocation().key);
  return (
    <>
      <SkipLink href="#main">{catalogue.texts.skipToContent}</SkipLink>
      {demo && <DemoNotice text={catalogue.texts.demoNotice} changes={changed ? catalogue.texts.demoChanges : undefined} />}
      <TopStrip {...chrome.topStrip} languageSwitch={catalogue.locales ? <PageLanguageSwitch /> : undefined} />
      <NavBar {...chrome.navBar} />
      <Main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children ?? <Outlet />}
      </Main>
      <HydrateLater>
        <Footer {...chrome.footer} />
      </HydrateLater>
      <ScrollToTop label={catalogue.texts.scrollTop} showAfter={catalogue.settings.scrollTopAfterPx} />
      <ScrollRestoration />
      {/* One viewer for every photo of the page that opens full screen. */}
      <ZoomViewer closeLabel={zoom.closeLabel} margin={zoom.margin} swipeThreshold={zoom.swipeThreshold} />
      {/* Last: nine children or ten, every other one keeps its place and its React ids. */}
      {catalogue.locales && <PageLanguageData />}
    </>
  );
}

/** Shown while the first page's code arrives: the chrome appears at once, the page fills in. */
export function LayoutFallback() {
  return <SiteLayout>{false}</SiteLayout>;
}
