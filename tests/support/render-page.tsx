import { screen } from '@testing-library/react';
import { createDemoSource } from '../../src/data/demo/demo-source';
import type { CatalogueSource } from '../../src/data/source';
import { specCatalogue } from './catalogue';
import { renderRoute } from './render-route';

export const catalogue = specCatalogue();

/** The real app (router, layout, lazy renderer) at one route, on the demo source unless another is given. */
export async function renderPage(path: string, source: CatalogueSource = createDemoSource()) {
  const view = await renderRoute(path, { catalogue, source });
  return { ...view, main: screen.getByRole('main') };
}

/** A person's answers to the spec's enquiry form, by field label: valid for every field's check. */
export const ANSWERS = {
  Name: 'Asha Das',
  Mobile: '98300 00000',
  Email: 'asha@example.com',
  City: 'Krishnanagar',
  Comment: 'Do you have silk sarees?',
};
