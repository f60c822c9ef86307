import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { specCatalogue } from '../../support/catalogue';
import { renderRoute } from '../../support/render-route';

describe('a page that throws', () => {
  it('shows the error inside the one shared chrome: one navbar, one main, one footer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const catalogue = specCatalogue();
    // A page entry naming a showroom that is not there: the page throws while rendering.
    const page = catalogue.showroomPages[0]!;
    catalogue.showroomPages[0] = { ...page, showroom: 'no-such-showroom' };
    await renderRoute(page.route, { catalogue });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(catalogue.texts.pageError.title);
    expect(screen.getAllByRole('navigation', { name: catalogue.texts.nav.label })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('button', { name: catalogue.texts.pageError.reload })).toBeInTheDocument();
    // Logged by the error page's effect, which a loaded machine may run after the page is drawn.
    await waitFor(() => expect(error).toHaveBeenCalledWith('[catalogue] page failed:', expect.any(Error)));
    error.mockRestore();
  });
});
