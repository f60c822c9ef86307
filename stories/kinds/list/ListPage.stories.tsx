import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProductsResult } from '../../../src/data/read-products';
import type { ListConfig } from '../../../src/kinds/catalogue/schema';
import { fillTemplate } from '../../../src/domain/templates';
import { ListPage } from '../../../src/kinds/list/ListPage';
import { demoProducts } from '../../support/demo-products';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, routeOf, texts } from '../../support/site';

const saree = byId(catalogue.lists, 'saree');
const ladiesBag = byId(catalogue.lists, 'ladies-bag');
const cosmetics = byId(catalogue.lists, 'cosmetics');

/** A list as its loader returns it after a good read of the demo collection. */
const ready = (list: ListConfig): ProductsResult => ({ status: 'ready', products: demoProducts(list.collection), complete: true });

const meta = {
  title: 'Pages/List',
  component: ListPage,
  args: { list: saree, data: ready(saree), onRetry: fn() },
  decorators: [inLayout],
  parameters: { path: routeOf('saree') },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);

/** Saree: the search box narrows the grid as the visitor types, ignoring case; no match says so. */
export const SareeSearch: Story = {
  play: async ({ canvasElement, step }) => {
    const page = main(canvasElement);
    const all = Math.min(saree.limit, demoProducts(saree.collection).length);
    await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(all), { timeout: 5000 });
    const box = page.getByRole('searchbox', { name: texts.list.search });

    await step('typing narrows the grid to matching cards', async () => {
      await userEvent.type(box, 'BANARASI');
      await waitFor(() => expect(page.getAllByRole('article').length).toBeLessThan(all));
      const cards = page.getAllByRole('article');
      await expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) await expect(card.textContent!.toLowerCase()).toContain('banarasi');
    });

    await step('a query nothing matches shows the no-match message', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'no such saree');
      await expect(await page.findByText(texts.list.noMatch)).toBeVisible();
      await expect(page.queryAllByRole('article')).toHaveLength(0);
    });

    await step('clearing the box shows everything again', async () => {
      await userEvent.clear(box);
      await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(all));
    });
  },
};

/** Cosmetics searches titles only: a word found only in descriptions matches nothing. */
export const TitleOnlySearch: Story = {
  args: { list: cosmetics, data: ready(cosmetics) },
  parameters: { path: routeOf('cosmetics') },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findAllByRole('article', {}, { timeout: 5000 });
    const inDescriptionsOnly = demoProducts(cosmetics.collection).some((p) => /skin/i.test(p.des) && !/skin/i.test(p.title));
    await expect(inDescriptionsOnly).toBe(true);
    await userEvent.type(page.getByRole('searchbox', { name: texts.list.search }), 'skin');
    await expect(await page.findByText(texts.list.noMatch)).toBeVisible();
  },
};

/** Ladies Bag: prices in rupees, and more demo products than its display window. */
export const LadiesBagAtTheLimit: Story = {
  args: { list: ladiesBag, data: ready(ladiesBag) },
  parameters: { path: routeOf('ladies-bag') },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const total = demoProducts(ladiesBag.collection).length;
    await expect(total).toBeGreaterThan(ladiesBag.limit);
    await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(ladiesBag.limit), { timeout: 5000 });
    await expect(page.getByText(fillTemplate(texts.list.showing, { shown: ladiesBag.limit, total }))).toBeVisible();
    await expect(page.getAllByText(/₹/).length).toBe(ladiesBag.limit);
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

/** A collection with no documents (the demo source with no files). */
export const Empty: Story = {
  args: { data: { status: 'ready', products: [], complete: true } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(texts.list.empty)).toBeVisible();
  },
};
