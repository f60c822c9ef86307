import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_KEY } from '../../../src/data/demo/product-changes';
import type { CatalogueSource } from '../../../src/data/source';
import { specCatalogue } from '../../support/catalogue';
import { renderRoute } from '../../support/render-route';

const { texts } = specCatalogue();
/** Any source that is not the demo's (a Firestore build names itself 'firestore'). */
const firestore: CatalogueSource = { name: 'firestore', readCollection: () => Promise.resolve([]), addEnquiry: async () => {} };

describe('the demo notice', () => {
  it('is on every page of a demo build, with the text from the config, in its own labelled landmark', async () => {
    for (const path of ['/', '/contact-us', '/no-such-page']) {
      const view = await renderRoute(path);
      const notice = screen.getByRole('complementary', { name: texts.demoNotice });
      expect(notice).toHaveTextContent(texts.demoNotice);
      expect(notice).toBeVisible();
      view.unmount();
    }
  });

  it('is not on a build whose data comes from Firestore', async () => {
    await renderRoute('/', { source: firestore });
    expect(screen.queryByText(texts.demoNotice)).toBeNull();
  });

  it("says so once this browser keeps product changes from the demo owner's pages, and only then", async () => {
    const plain = await renderRoute('/saree');
    expect(screen.queryByText(texts.demoChanges)).toBeNull();
    plain.unmount();
    localStorage.setItem(PRODUCTS_KEY, JSON.stringify({ Saree: { gone: null } }));
    await renderRoute('/saree');
    const notice = screen.getByRole('complementary', { name: texts.demoNotice });
    // Read after the first render, as after hydration: the pre-rendered page has no such line.
    await waitFor(() => expect(notice).toHaveTextContent(texts.demoChanges));
  });

  it('never says so on a Firestore build, whatever this browser keeps', async () => {
    localStorage.setItem(PRODUCTS_KEY, JSON.stringify({ Saree: { gone: null } }));
    await renderRoute('/', { source: firestore });
    expect(screen.queryByText(texts.demoChanges)).toBeNull();
  });
});
