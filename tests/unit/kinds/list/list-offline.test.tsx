import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../../../../src/app/Providers';
import { routeObjects } from '../../../../src/app/routes';
import { wholeCatalogue } from '../../../../src/app/page-catalogue';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { readProducts, type ProductsResult } from '../../../../src/data/read-products';
import type { CatalogueSource } from '../../../../src/data/source';
import { Unreachable } from '../../../../src/data/offline';
import { fillTemplate } from '../../../../src/domain/templates';
import { loadList } from '../../../../src/kinds/list/loader';
import { specCatalogue } from '../../../support/catalogue';

// A list page as the browser gets it: pre-rendered with its first cards (hydration data), then the
// full read after hydration. These tests make that read fail with and without a connection.
const catalogue = specCatalogue();
const { texts, site } = catalogue;
const BUILT_AT = '2026-01-15T06:30:00.000Z';
const FIRST = 3;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The failed reads are logged; that is not what these tests are about.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no scrolling; the layout's scroll restoration calls it.
  window.scrollTo = () => {};
});
afterEach(() => vi.restoreAllMocks());

/** The demo sarees, as the build's loader would have cut them for the HTML. */
async function prerendered(): Promise<{ data: ProductsResult; total: number }> {
  const whole = await readProducts(createDemoSource(), 'Saree', 1000);
  if (whole.status !== 'ready') throw new Error('demo sarees unreadable');
  const total = whole.products.length;
  return { data: { status: 'ready', products: whole.products.slice(0, FIRST), complete: false, total, readAt: BUILT_AT }, total };
}

type Failure = () => Error;
/** A fetch that got no answer, as the Firestore source reports it; the browser may still say it is online. */
const noAnswer: Failure = () => new Unreachable('Request failed with error: Failed to fetch');
/** The backend answered, and refused. */
const refused: Failure = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

/** Reads fail with `failure` until `state.failing` is false; then they go to the demo data. */
function failingSource(failure: Failure = noAnswer) {
  const demo = createDemoSource();
  const state = { failing: true, reads: 0 };
  const source: CatalogueSource = {
    name: 'flaky network',
    readCollection: (collection) => {
      state.reads++;
      return state.failing ? Promise.reject(failure()) : demo.readCollection(collection);
    },
    addEnquiry: (collection, submission, box) => demo.addEnquiry(collection, submission, box),
  };
  return { source, state };
}

/** Hydrates /saree from its pre-rendered data, like src/app/main.tsx: lazy routes resolved, then the router. */
async function hydrateSaree(source: CatalogueSource, data: ProductsResult) {
  const routes = routeObjects(catalogue, wholeCatalogue(catalogue), source);
  const matches: { route: RouteObject }[] = matchRoutes(routes, '/saree') ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  }
  const router = createMemoryRouter(routes, { initialEntries: ['/saree'], hydrationData: { loaderData: { saree: data } } });
  render(
    <Providers catalogue={catalogue} source={source}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Saree' });
}

const cards = () => screen.queryAllByRole('article');
const builtOn = new Intl.DateTimeFormat(site.lang, { dateStyle: 'medium' }).format(new Date(BUILT_AT));
const offlineNote = fillTemplate(texts.offline.listNote, { date: builtOn });
const staleNote = (message: string) => fillTemplate(texts.list.staleNote, { date: builtOn, message });
const retry = () => screen.getByRole('button', { name: texts.list.retry });

describe('a pre-rendered list whose full read fails', () => {
  it('keeps its cards with a dated note and Retry when offline, searches them, and reads again once back online', async () => {
    const { data, total } = await prerendered();
    const { source, state } = failingSource();
    online = false;
    await hydrateSaree(source, data);

    // The note is a status line, with the build's date in the shop's language; no error.
    const status = await screen.findByText(offlineNote);
    expect(status).toHaveAttribute('role', 'status');
    expect(builtOn).toMatch(/2026/);
    expect(state.reads).toBe(1);
    expect(cards()).toHaveLength(FIRST);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(retry()).toBeEnabled();

    // Search works over the products at hand.
    const title = within(cards()[1]!).getByRole('heading').textContent;
    await userEvent.type(screen.getByRole('searchbox', { name: texts.list.search }), title);
    await waitFor(() => expect(cards().map((c) => within(c).getByRole('heading').textContent)).toContain(title));
    expect(cards().length).toBeLessThanOrEqual(FIRST);
    expect(screen.getByText(offlineNote)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: texts.list.search }));
    await waitFor(() => expect(cards()).toHaveLength(FIRST));

    // Back online: the browser says so and the list is read again by itself; the note goes.
    online = true;
    state.failing = false;
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(screen.queryByText(offlineNote)).toBeNull());
    await waitFor(() => expect(cards().length).toBeGreaterThan(FIRST));
    expect(state.reads).toBe(2);
    expect(screen.getByText(fillTemplate(texts.list.showing, { shown: 78, total }))).toBeInTheDocument();
  });

  // A page served by the service worker, or a phone on a dead connection, still says it is online.
  it('says offline when the read got no answer, whatever navigator.onLine says', async () => {
    const { data } = await prerendered();
    await hydrateSaree(failingSource(noAnswer).source, data);
    expect(await screen.findByText(offlineNote)).toHaveAttribute('role', 'status');
    expect(cards()).toHaveLength(FIRST);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its cards when the backend refuses, says why with the date, and Retry brings the whole list', async () => {
    const { data, total } = await prerendered();
    const { source, state } = failingSource(refused);
    await hydrateSaree(source, data);
    const note = staleNote('Missing or insufficient permissions.');
    expect(await screen.findByText(note)).toHaveAttribute('role', 'status');
    expect(cards()).toHaveLength(FIRST);
    expect(screen.queryByRole('alert')).toBeNull();

    state.failing = false;
    await userEvent.click(retry());
    await waitFor(() => expect(screen.queryByText(note)).toBeNull());
    await waitFor(() => expect(cards().length).toBeGreaterThan(FIRST));
    expect(state.reads).toBe(2);
    expect(screen.getByText(fillTemplate(texts.list.showing, { shown: 78, total }))).toBeInTheDocument();
  });

  it('shows the load-failed error with Retry in place of the cards only on a page that has none', async () => {
    const { source } = failingSource(refused);
    await hydrateSaree(source, { status: 'error', message: 'Missing or insufficient permissions.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fillTemplate(texts.list.loadFailed, { message: 'Missing or insufficient permissions.' }),
    );
    expect(retry()).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('does not read again on `online` while the list has nothing to refresh', async () => {
    const { source, state } = failingSource(refused);
    await hydrateSaree(source, { status: 'error', message: 'Missing or insufficient permissions.' });
    await screen.findByRole('alert');
    const before = state.reads;
    fireEvent(window, new Event('online'));
    expect(state.reads).toBe(before);
  });
});

describe('the list loader', () => {
  it('dates what it read: the pre-rendered page carries the build time', async () => {
    const before = Date.now();
    const entry = catalogue.lists.find((l) => l.id === 'saree')!;
    const result = await loadList({ entry, catalogue, source: createDemoSource(), prerender: true });
    expect(result.status).toBe('ready');
    const readAt = result.status === 'ready' ? result.readAt : undefined;
    expect(readAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(readAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(readAt!)).toBeLessThanOrEqual(Date.now());
  });
});
