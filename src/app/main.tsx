import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import catalogue from 'virtual:catalogue-site';
import { createSource } from '../data/create-source';
import { readHydrationData } from './hydration-data';
import { HydrationMark } from './HydrationMark';
import { Providers } from './Providers';
import { routeObjects } from './routes';
import { pageCatalogues } from './page-catalogue';
import { keepTypedInput } from './typed-input';

const source = createSource(import.meta.env);
const routes = routeObjects(catalogue, pageCatalogues(catalogue), source);
const container = document.getElementById('root')!;
const hydrationData = readHydrationData(document);

/** Loads the code of the routes the page was rendered with, so the first client render matches the HTML. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

if (hydrationData) {
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page in one long task.
  const onHydrated = keepTypedInput(container);
  startTransition(() => {
    hydrateRoot(container, <App router={router} onHydrated={onHydrated} />);
  });
} else {
  // The dev server sends an empty page: render it here.
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
