import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { fillTemplate } from '../../../src/domain/templates';
import { ListPage } from '../../../src/renderers/list/ListPage';
import { demoProducts } from '../../support/demo-products';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, routeOf, texts } from '../../support/site';
import { failingFirstRead, pendingSource } from '../../support/sources';
import { withSource } from '../../support/with-source';

const saree = byId(catalogue.lists, 'saree');
const ladiesBag = byId(catalogue.lists, 'ladies-bag');
const cosmetics = byId(catalogue.lists, 'cosmetics');

const meta = {
  title: 'Pages/List',
  component: ListPage,
  args: { list: saree },
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
  args: { list: cosmetics },
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
  args: { list: ladiesBag },
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

/** While the collection is read: skeleton cards and an announced status (until settings.readTimeoutMs). */
export const Loading: Story = {
  decorators: [withSource(pendingSource)],
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(texts.list.loading);
  },
};

/** A failed read shows its message and Retry; Retry reads again and the cards arrive. */
export const ErrorWithRetry: Story = {
  decorators: [withSource(() => failingFirstRead(createDemoSource(), new Error('Failed to get documents because the client is offline.')))],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('the client is offline');
    await userEvent.click(within(alert).getByRole('button', { name: texts.list.retry }));
    await expect((await page.findAllByRole('article', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** A collection with no documents (the demo source with no files). */
export const Empty: Story = {
  decorators: [withSource(() => createDemoSource({}))],
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(texts.list.empty)).toBeVisible();
  },
};
