import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
