import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import catalogue from 'virtual:catalogue-site';
import { createSource } from '../data/create-source';
import { readHydrationData } from './hydration-data';
import { HydrationMark } from './HydrationMark';
import { Providers } from './Providers';
import { routeObjects } from './routes';
import { pageCatalogues } from './page-catalogue';
import { keepTypedInput } from './typed-input';
import { offlineRoute } from '../site/route-table';
import { isOfflineDocument, linksLoadDocuments } from './offline-document';
import { registerWorkerWhenIdle } from './register-worker';
import { loadAnew, ranFine } from './reload-once';

const source = createSource(import.meta.env);
const routes = routeObjects(catalogue, pageCatalogues(catalogue), source);
const container = document.getElementById('root')!;
// Hosting answers every unknown address with the default language's 404.html: under another language's prefix
// (a different <html lang> from the catalogue the address chose) the page is drawn anew, in that language.
const drawnAnew = document.documentElement.lang !== catalogue.site.lang;
const hydrationData = drawnAnew ? undefined : readHydrationData(document);

/** Loads the code of the routes the page was rendered with, so the first client render matches the HTML. */
async function resolveLazyMatches(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Calls `listener` with the address of each page the router finishes drawing. */
function keepOpened(router: ReturnType<typeof createBrowserRouter>, listener: (href: string) => void) {
  let last = router.state.location;
  router.subscribe(({ location, navigation }) => {
    if (navigation.state !== 'idle' || location.pathname === last.pathname) return;
    last = location;
    listener(new URL(router.createHref(location), window.location.href).href);
  });
}

/** The router for the page in the HTML: the offline page is drawn as itself, whatever address the worker answered it for. */
function hydratingRouter(offline: boolean) {
  if (!offline) return createBrowserRouter(routes, { hydrationData });
  linksLoadDocuments(document);
  return createMemoryRouter(routes, { initialEntries: [offlineRoute(catalogue)], hydrationData });
}

if (hydrationData) {
  const offline = isOfflineDocument(document);
  await resolveLazyMatches(routes, offline ? offlineRoute(catalogue) : window.location.pathname);
  const router = hydratingRouter(offline);
  // A page kept from an older release asking for code the new release removed: the page the visitor
  // was going to is loaded anew, and its HTML names the current files.
  window.addEventListener('vite:preloadError', (event) => {
    const { navigation, location: here } = router.state;
    const target = new URL(router.createHref(navigation.location ?? here), window.location.href).href;
    if (loadAnew(target)) event.preventDefault();
  });
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page in one long task.
  const typed = keepTypedInput(container);
  const onHydrated = () => {
    typed();
    ranFine();
    if (catalogue.site.offline && import.meta.env.PROD && !offline) registerWorkerWhenIdle((listener) => keepOpened(router, listener));
  };
  startTransition(() => {
    hydrateRoot(container, <App router={router} onHydrated={onHydrated} />);
  });
} else {
  // The dev server sends an empty page (or a 404.html in another language, see drawnAnew): render it here.
  document.documentElement.lang = catalogue.site.lang;
  createRoot(container).render(<App router={createBrowserRouter(routes)} />);
}

function App({ router, onHydrated }: { router: ReturnType<typeof createBrowserRouter>; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <Providers catalogue={catalogue} source={source}>
        <RouterProvider router={router} />
        <HydrationMark onHydrated={onHydrated} />
      </Providers>
    </StrictMode>
  );
}
