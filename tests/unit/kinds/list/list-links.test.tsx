import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSource } from '../../../../src/data/source';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { productAnchor } from '../../../../src/domain/product-anchor';
import { specCatalogue } from '../../../support/catalogue';
import { renderRoute } from '../../../support/render-route';
import { themeVariables } from '../../../../src/theme/theme-variables';

const cards = () => screen.getAllByRole('article');
// A ceiling, not a delay: generous for a loaded machine, inside the test's own 20 s.
const settle = { timeout: 15_000 };
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('the search in the URL (?q=)', () => {
  it('opens a list already filtered', async () => {
    await renderRoute('/saree?q=banarasi');
    expect(searchBox()).toHaveValue('banarasi');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), settle);
    for (const card of cards()) expect(card.textContent.toLowerCase()).toContain('banarasi');
  });

  it('writes what is typed into the URL by replacing the entry, reads the collection once, and Back leaves the list', async () => {
    const demo = createDemoSource();
    const read = vi.fn(demo.readCollection);
    const source: CatalogueSource = { ...demo, readCollection: read };
    const user = userEvent.setup();
    const { router } = await renderRoute('/womens-wear', { source });
    await router.navigate('/saree');
    await screen.findByRole('searchbox', { name: 'Search' }, settle);
    await user.type(searchBox(), 'silk');
    await waitFor(() => expect(router.state.location.search).toBe('?q=silk'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searchBox()).toHaveValue('silk');
    await user.clear(searchBox());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(read).toHaveBeenCalledTimes(1);
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Womens Wear'));
  });

  it('keeps other query parameters and the scroll position while typing', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/saree?utm_source=chat');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), settle);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.type(searchBox(), 'red');
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=chat&q=red'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

describe('a link to one product (#anchor)', () => {
  it('paints the list down to a card far past the first screen and marks it, and only it', async () => {
    const anchor = productAnchor('churidar-0301');
    await renderRoute(`/Churidar#${anchor}`);
    await waitFor(() => expect(document.getElementById(anchor)).not.toBeNull(), settle);
    const target = document.getElementById(anchor)!;
    expect(target).toContainElement(screen.getAllByRole('heading', { level: 2 }).find((h) => target.contains(h))!);
    const other = cards()[0]!.closest('li')!;
    // Marked in the theme's accent colour: its variable, which :root sets from the YAML (jsdom reads the outline
    // shorthand only, resolves no var(), and styled-components' global styles never reach its document).
    expect(getComputedStyle(target).outline).toBe('4px solid var(--color-accent)');
    expect(themeVariables(specCatalogue().theme)['--color-accent']).toBe(specCatalogue().theme.accent);
    expect(getComputedStyle(other).outline).toBe('');
  });

  it('works for ids with spaces and symbols: a valid id, found from the link and marked', async () => {
    const ids = ['Red Saree #1', 'red saree 1', 'Blue/Green? "silk"'];
    const source: CatalogueSource = {
      name: 'odd ids',
      readCollection: () =>
        Promise.resolve(ids.map((id, i) => ({ id: id.replace('/', '|'), data: { title: `Saree ${i}`, des: '', img: '/a.svg' } }))),
      addEnquiry: async () => {},
    };
    const anchor = productAnchor('Red Saree #1');
    await renderRoute(`/saree#${anchor}`, { source });
    await waitFor(() => expect(cards()).toHaveLength(3), settle);
    const anchors = cards().map((c) => c.closest('li')!.id);
    expect(new Set(anchors).size).toBe(3);
    for (const id of anchors) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(document.getElementById(anchor)).toHaveTextContent('Saree 0');
    expect(getComputedStyle(document.getElementById(anchor)!).outline).not.toBe('');
  });

  it('gives each card its anchor as id, and a Share button named after the product', async () => {
    await renderRoute('/saree');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), settle);
    const first = cards()[0]!;
    const title = first.querySelector('h2')!.textContent;
    expect(first.closest('li')!.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(screen.getByRole('button', { name: `Share: ${title}` })).toBeEnabled();
  });
});
