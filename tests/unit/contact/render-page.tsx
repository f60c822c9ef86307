import { screen } from '@testing-library/react';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import type { CatalogueSource } from '../../../src/data/source';
import { specCatalogue } from '../../support/catalogue';
import { renderRoute } from '../../support/render-route';

export const catalogue = specCatalogue();

/** The real app (router, layout, lazy renderer) at one route, on the demo source unless another is given. */
export async function renderPage(path: string, source: CatalogueSource = createDemoSource()) {
  const view = await renderRoute(path, { catalogue, source });
  return { ...view, main: screen.getByRole('main') };
}
