import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSource } from '../../../../src/data/source';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../../support/catalogue';
import { renderRoute } from '../../../support/render-route';

const cards = () => screen.getAllByRole('article');
const drawn = () => document.querySelectorAll('article').length;
// Cards past the first screenful render in a transition, the slower the busier the machine. A wait for
// them polls a cheap selector (a role query over a hundred cards would starve the very render it waits
// for) and allows a minute; the tests that wait for a whole list get the time to.
const settle = { timeout: 60_000 };
const WHOLE_LIST = 90_000;

/** Waits until exactly `n` cards are drawn, then checks them by role. */
async function expectCards(n: number): Promise<void> {
  await waitFor(() => expect(drawn()).toBe(n), settle);
  expect(cards()).toHaveLength(n);
}
const decoded = (href: string | null) => new URL(href!).searchParams.get('text');
const { site } = specCatalogue();
/** ' <the product link>' when the specification's config has site.url, else nothing (fillMessage leaves {url} out). */
const linkAfter = (route: string, card: HTMLElement) => (site.url ? ` ${site.url}${route}#${card.closest('li')!.id}` : '');

/** A source with fixed documents per collection, for states the demo data does not have. */
const fixedSource = (docs: Record<string, unknown[]>, fail?: Error): CatalogueSource => ({
  name: 'fixed',
  readCollection: (c) => (fail ? Promise.reject(fail) : Promise.resolve((docs[c] ?? []).map((data, i) => ({ id: `d${i}`, data })))),
  addEnquiry: async () => {},
});

describe('product list page', () => {
  it('shows breadcrumb Home / Back / current, a Search box and at most `limit` cards', { timeout: WHOLE_LIST }, async () => {
    await renderRoute('/saree');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/womens-wear');
    expect(crumbs.getByText('Saree')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expectCards(78);
    expect(screen.getByText('Showing 78 of 90')).toBeInTheDocument();
  });

  it('gives each card one Call Book tel: link and a chat link with the list message', async () => {
    await renderRoute('/saree');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const card = within(cards()[0]!);
    const calls = card.getAllByRole('link', { name: /^Call Book/ });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveAttribute('href', 'tel:+910000000002');
    expect(calls[0]).toHaveTextContent('Call Book');
    const chat = card.getByRole('link', { name: /^Whatsapp Inquiry/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/910000000003\?text=/);
    const title = card.getByRole('heading').textContent;
    expect(decoded(chat.getAttribute('href'))).toBe(`I want to buy this saree, contact me: ${title}${linkAfter('/saree', cards()[0]!)}`);
  });

  it('uses the default product message with the title on other lists', async () => {
    await renderRoute('/kurti');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const title = within(cards()[0]!).getByRole('heading').textContent;
    const chat = within(cards()[0]!).getByRole('link', { name: /^Whatsapp Inquiry/ });
    expect(decoded(chat.getAttribute('href'))).toBe(`I am interested in ${title}, please contact me.${linkAfter('/kurti', cards()[0]!)}`);
  });

  it('filters live, case-insensitively, restores on clear, and says when nothing matches', { timeout: WHOLE_LIST }, async () => {
    const user = userEvent.setup();
    await renderRoute('/saree');
    await expectCards(78);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'BANARASI');
    await waitFor(() => expect(drawn() > 0 && drawn() < 78).toBe(true), settle);
    for (const card of cards()) expect(card.textContent.toLowerCase()).toContain('banarasi');
    await user.clear(box);
    await expectCards(78);
    await user.type(box, 'zzzz-nothing');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
  });

  it("leaves a hidden product out of the cards and the search, and shows the owner's newest product first", async () => {
    const user = userEvent.setup();
    const source = fixedSource({
      'Ladies Bag': [
        { title: 'Seeded Tote', img: '/t.svg', price: 900 },
        { title: 'Sold Out Sling', img: '/s.svg', price: 700, hidden: true, createdAt: '2026-05-02T00:00:00Z' },
        { title: 'New Hobo', img: '/h.svg', price: 1200, createdAt: '2026-05-01T00:00:00Z' },
      ],
    });
    await renderRoute('/LadiesBag', { source });
    await expectCards(2);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['New Hobo', 'Seeded Tote']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sling');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
  });

  it('searches titles only on Cosmetics', async () => {
    const user = userEvent.setup();
    await renderRoute('/Cosmetics');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'skin');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
  });

  it('shows the rupee price on Ladies Bag only', { timeout: WHOLE_LIST }, async () => {
    await renderRoute('/LadiesBag');
    await expectCards(134);
    expect(within(cards()[0]!).getByText(/^₹[\d,]+$/)).toBeInTheDocument();
  });

  it('shows no price elsewhere, even when a document has one', async () => {
    const source = fixedSource({ Saree: [{ title: 'Priced saree', des: 'd', img: '/a.svg', price: 999 }] });
    await renderRoute('/saree', { source });
    await expectCards(1);
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('renders document text as text, never as HTML', async () => {
    const source = fixedSource({ Saree: [{ title: '<img src=x onerror=alert(1)>', des: '<b>bold</b>', img: '/a.svg' }] });
    const { container } = await renderRoute('/saree', { source });
    await expectCards(1);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a visible error with Retry when the read fails, instead of silence', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const source: CatalogueSource = {
      name: 'flaky',
      readCollection: () =>
        fail
          ? Promise.reject(new Error('permission denied'))
          : Promise.resolve([{ id: 'a', data: { title: 'Back again', des: '', img: '/a.svg' } }]),
      addEnquiry: async () => {},
    };
    const user = userEvent.setup();
    await renderRoute('/saree', { source });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the products: permission denied');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"Saree"'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('adding a list in YAML only (the README example)', () => {
  it('builds a Dupatta page with breadcrumb, Back link, search box and an empty-state message', async () => {
    const catalogue = catalogueFrom(
      mutate(
        SPEC,
        '  # Mens wear\n',
        '  - { id: dupatta, title: Dupatta, route: /dupatta, collection: Dupatta, parent: womens-wear, limit: 100 }\n  # Mens wear\n',
      ),
    );
    await renderRoute('/dupatta', { catalogue });
    expect(screen.getByRole('heading', { level: 1, name: 'Dupatta' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/womens-wear');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('No products here yet. Please call us or check back soon.')).toBeInTheDocument();
  });
});

describe('product list data through the router', () => {
  it('going Back to a list shows its cards at once, without reading the collection again', { timeout: WHOLE_LIST }, async () => {
    const docs = Array.from({ length: 60 }, (_, i) => ({ title: `Saree ${i}`, des: '', img: '/a.svg' }));
    const read = vi.fn(() => Promise.resolve(docs.map((data, i) => ({ id: `s${i}`, data }))));
    const source: CatalogueSource = { name: 'counting', readCollection: read, addEnquiry: async () => {} };
    const { router } = await renderRoute('/saree', { source });
    await expectCards(60);

    await router.navigate('/womens-wear');
    await waitFor(() => expect(screen.queryAllByRole('searchbox')).toHaveLength(0));
    await router.navigate(-1);
    // Every card, in the first render after Back: the scroll position can land on any of them.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saree'));
    expect(cards()).toHaveLength(60);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
