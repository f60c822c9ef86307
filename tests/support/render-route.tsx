import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { Providers } from '../../src/app/Providers';
import { routeObjects } from '../../src/app/routes';
import { wholeCatalogue } from '../../src/app/page-catalogue';
import type { Catalogue } from '../../src/catalogue/schema';
import type { CatalogueSource } from '../../src/data/source';
import { createDemoSource } from '../../src/data/demo/demo-source';
import { specCatalogue } from './catalogue';

/** Renders the real app (router, chrome, lazy renderer) at `path`, waiting for the page heading; returns the catalogue it drew too. */
export async function renderRoute(
  path: string,
  { catalogue = specCatalogue(), source = createDemoSource() }: { catalogue?: Catalogue; source?: CatalogueSource } = {},
) {
  const router = createMemoryRouter(routeObjects(catalogue, wholeCatalogue(catalogue), source), { initialEntries: [path] });
  const view = render(
    <Providers catalogue={catalogue} source={source}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // The page's renderer is a lazy chunk; a loaded CI machine can take seconds to transform it.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15000 });
  return { ...view, router, catalogue };
}

/** The decoded preset message and the digits of the number in a wa.me link. */
export function chatParts(href: string | null): { number: string; text: string | null } {
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}
