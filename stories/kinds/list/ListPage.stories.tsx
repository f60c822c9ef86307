import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProductsResult } from '../../../src/data/read-products';
import type { ListConfig } from '../../../src/kinds/list/kind';
import { formatReadDate } from '../../../src/domain/read-date';
import { fillTemplate } from '../../../src/domain/templates';
import { ListPage } from '../../../src/kinds/list/ListPage';
import { demoCount, demoProducts } from '../../support/demo-products';
import { scrollUntilCards } from '../../support/draw-cards';
import { inLayout } from '../../support/in-layout';
import { windowedList } from '../../support/product-cards';
import { descriptionOnlyWord, narrowingWord, NO_MATCH } from '../../support/search-words';
import { catalogue, currencySign, example, texts } from '../../support/site';

const list = example('list');
const products = demoProducts(list.collection);
const all = Math.min(list.limit, products.length);
const word = narrowingWord(products, list.search, all);
// A list that searches titles only: the first configured so (with demo products), else the first list set so.
const titleOnly: ListConfig = catalogue.lists.find((l) => !l.search.includes('des') && demoCount(l.collection) > 0) ?? {
  ...list,
  search: ['title'],
};
const windowed = windowedList();

/** A list as its loader returns it after a good read of the demo collection. */
const ready = (l: ListConfig): ProductsResult => ({ status: 'ready', products: demoProducts(l.collection), complete: true });

const meta = {
  title: 'Pages/List',
  component: ListPage,
  args: { list, data: ready(list), onRetry: fn() },
  decorators: [inLayout],
  parameters: { path: list.route },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);

/** The first list: the search box narrows the grid as the visitor types, ignoring case; no match says so. */
export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const page = main(canvasElement);
    await scrollUntilCards(page, all);
    const box = page.getByRole('searchbox', { name: texts.list.search });

    await step('typing narrows the grid to matching cards', async () => {
      await userEvent.type(box, word.toLocaleUpperCase());
      await waitFor(() => expect(page.getAllByRole('article').length).toBeLessThan(all));
      const cards = page.getAllByRole('article');
      await expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) await expect(card.textContent.toLocaleLowerCase()).toContain(word);
    });

    await step('a query nothing matches shows the no-match message', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, NO_MATCH);
      await expect(await page.findByText(texts.list.noMatch)).toBeVisible();
      await expect(page.queryAllByRole('article')).toHaveLength(0);
    });

    await step('clearing the box shows everything again', async () => {
      await userEvent.clear(box);
      await scrollUntilCards(page, all);
    });
  },
};

/** A list that searches titles only: a word found only in descriptions matches nothing. */
export const TitleOnlySearch: Story = {
  args: { list: titleOnly, data: ready(titleOnly) },
  parameters: { path: titleOnly.route },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findAllByRole('article');
    await userEvent.type(page.getByRole('searchbox', { name: texts.list.search }), descriptionOnlyWord(demoProducts(titleOnly.collection)));
    await expect(await page.findByText(texts.list.noMatch)).toBeVisible();
  },
};

/** More demo products than the display window: the first `limit` show, the summary says so; prices only if the list shows them. */
export const AtTheLimit: Story = {
  args: { list: windowed, data: ready(windowed) },
  parameters: { path: windowed.route },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const total = demoProducts(windowed.collection).length;
    await expect(total).toBeGreaterThan(windowed.limit);
    await scrollUntilCards(page, windowed.limit);
    await expect(page.getByText(fillTemplate(texts.list.showing, { shown: windowed.limit, total }))).toBeVisible();
    await expect(page.queryAllByText(currencySign).length).toBe(windowed.price ? windowed.limit : 0);
  },
};

/** While Retry reads the collection again: skeleton cards and an announced status. */
export const Retrying: Story = {
  args: { data: { status: 'error', message: 'no answer within 15 s' }, retrying: true },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(texts.list.loading);
  },
};

/** A failed read shows its message and Retry; Retry asks the router to read again. */
export const ErrorWithRetry: Story = {
  args: { data: { status: 'error', message: 'Failed to get documents because the client is offline.' } },
  play: async ({ args, canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('the client is offline');
    await userEvent.click(within(alert).getByRole('button', { name: texts.list.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// The first screen of the list, as the pre-rendered page carries it, read when the site was built.
const FIRST_SCREEN = 4;
const BUILT_AT = '2026-01-15T06:30:00.000Z';
const offlineNote = fillTemplate(texts.offline.listNote, { date: formatReadDate(BUILT_AT, catalogue.site.lang) });

/**
 * No connection when the full read was asked for: the pre-rendered cards stay, with a quiet, dated
 * status line and Retry (no error); the page reads the list again once the browser is back online.
 */
export const OfflineNote: Story = {
  args: {
    data: { status: 'ready', products: products.slice(0, FIRST_SCREEN), complete: false, total: products.length, readAt: BUILT_AT },
    note: offlineNote,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const note = page.getByText(offlineNote);
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'status');
    await expect(offlineNote).toContain('2026');
    await expect(await page.findAllByRole('article')).toHaveLength(Math.min(FIRST_SCREEN, all));
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('button', { name: texts.list.retry })).toBeEnabled();
  },
};

const staleNote = fillTemplate(texts.list.staleNote, {
  date: formatReadDate(BUILT_AT, catalogue.site.lang),
  message: 'no answer within 15 s',
});

/**
 * Online, but reading the list again failed (a timeout on a slow phone, a refusal by the backend): the
 * cards stay, the note says what happened and when they were read, and Retry reads again.
 */
export const StaleNote: Story = {
  args: {
    data: { status: 'ready', products: products.slice(0, FIRST_SCREEN), complete: false, total: products.length, readAt: BUILT_AT },
    note: staleNote,
  },
  play: async ({ args, canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText(staleNote)).toHaveAttribute('role', 'status');
    await expect(await page.findAllByRole('article')).toHaveLength(Math.min(FIRST_SCREEN, all));
    await expect(page.queryByRole('alert')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: texts.list.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A collection with no documents (the demo source with no files). */
export const Empty: Story = {
  args: { data: { status: 'ready', products: [], complete: true } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(texts.list.empty)).toBeVisible();
  },
};
