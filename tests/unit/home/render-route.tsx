import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../src/app/Providers';
import { routeObjects } from '../../../src/app/router';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { shippedCatalogue } from '../../support/catalogue';

/** Renders the real app (router, layout, lazy renderer) at `path` and waits for its h1. */
export async function renderRoute(path: string) {
  const catalogue = shippedCatalogue();
  const router = createMemoryRouter(routeObjects(catalogue), { initialEntries: [path] });
  const view = render(
    <Providers catalogue={catalogue} source={createDemoSource()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 20000 });
  return { ...view, catalogue, router };
}

/** The decoded preset message and the digits of the number in a wa.me link. */
export function chatParts(href: string | null): { number: string; text: string | null } {
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}
