import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../src/app/Providers';
import { routeObjects } from '../../../src/app/router';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import type { CatalogueSource } from '../../../src/data/source';
import { shippedCatalogue } from '../../support/catalogue';

export const catalogue = shippedCatalogue();

/** The real app (router, layout, lazy renderer) at one route, on the demo source unless another is given. */
export async function renderPage(path: string, source: CatalogueSource = createDemoSource()) {
  const router = createMemoryRouter(routeObjects(catalogue), { initialEntries: [path] });
  const view = render(
    <Providers catalogue={catalogue} source={source}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // The first lazy renderer import of a run compiles on demand, which can take seconds.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...view, main: screen.getByRole('main') };
}
