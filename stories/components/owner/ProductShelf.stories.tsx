import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductShelf } from '../../../src/components/owner/ProductShelf';
import { fillTemplate } from '../../../src/domain/templates';
import { ownerTexts as texts } from '../../support/owner-inbox';
import {
  hiddenProduct,
  repairedProduct,
  sampleLists,
  sampleMatches,
  sampleMoney,
  sampleProducts,
  skippedProduct,
} from '../../support/owner-products';
import { expectFitsAPhone } from '../../support/phone-fit';
import { atWidth, viewports } from '../../support/viewports';

const t = texts.products;
const products = sampleProducts(6);
const saved = (): Promise<string | null> => Promise.resolve(null);

const meta = {
  title: 'Components/Owner/ProductShelf',
  component: ProductShelf,
  args: {
    texts,
    lists: sampleLists,
    current: 'saree',
    limit: 20,
    prices: sampleMoney,
    phase: 'ready',
    products,
    matches: sampleMatches,
    onAdd: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onHidden: fn(saved),
    onRemove: fn(saved),
  },
  parameters: { layout: 'padded', ...viewports },
  globals: atWidth('phone'),
} satisfies Meta<typeof ProductShelf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the product named, to look inside. */
const article = (root: HTMLElement, name: string) => within(within(root).getByRole('article', { name }));

/** The list: its title, the count against the window, each product with its price; the search narrows it; Edit and Hide call back. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Sarees');
    await expect(canvas.getByRole('link', { name: 'Sarees' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('6 shown on the public list of at most 20; 0 hidden')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const first = article(canvasElement, 'Red Banarasi silk');
    await expect(first.getByText('₹1,299')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: t.edit }));
    await expect(args.onEdit).toHaveBeenCalledWith('p1');
    await userEvent.click(first.getByRole('button', { name: t.hide }));
    await expect(args.onHidden).toHaveBeenCalledWith('p1', true);
    await expect(await first.findByRole('status')).toHaveTextContent(t.saved);
    await userEvent.type(canvas.getByLabelText('Search Sarees'), 'jamdani');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** A hidden product: its badge, the count of hidden ones, and Show. */
export const Hidden: Story = {
  args: { products: [...products.slice(0, 3), hiddenProduct(3), ...products.slice(4)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 shown on the public list of at most 20; 1 hidden')).toBeVisible();
    const hidden = article(canvasElement, 'Yellow Baluchari');
    await expect(hidden.getByText(t.hidden)).toBeVisible();
    await userEvent.click(hidden.getByRole('button', { name: t.show }));
    await expect(args.onHidden).toHaveBeenCalledWith('p4', false);
    await expectFitsAPhone(canvasElement);
  },
};

/** More products than the window: those past it say the public page leaves them out. */
export const PastTheWindow: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 shown on the public list of at most 4; 0 hidden')).toBeVisible();
    const badge = fillTemplate(t.pastWindow, { limit: 4 });
    await expect(canvas.getAllByText(badge)).toHaveLength(2);
    await expect(article(canvasElement, 'White Garad').getByText(badge)).toBeVisible();
    await expectFitsAPhone(canvasElement);
  },
};

/** A document shown but repaired, and one the public list skips: apart, with its reasons and Mend. */
export const SkippedDocument: Story = {
  args: { products: [repairedProduct(0), ...products.slice(1, 3), skippedProduct] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const repaired = article(canvasElement, 'Red Banarasi silk');
    await expect(repaired.getByText(t.repaired)).toBeVisible();
    await expect(repaired.getByText('price: "₹1,499" read as 1499')).toBeVisible();
    const skipped = canvas.getByRole('region', { name: t.skipped });
    const doc = article(skipped, 'Untitled (console-7)');
    await expect(doc.getByText('title: title must be a non-empty string')).toBeVisible();
    await expect(doc.getByText('img: img must be an https:// or site-relative URL')).toBeVisible();
    await expect(doc.queryByRole('button', { name: t.hide })).toBeNull();
    await userEvent.click(doc.getByRole('button', { name: t.mend }));
    await expect(args.onEdit).toHaveBeenCalledWith('console-7');
    await expect(canvas.getByText('3 shown on the public list of at most 20; 0 hidden')).toBeVisible();
    await expectFitsAPhone(canvasElement);
  },
};

/** Delete asks first, naming the product; confirmed, it calls back and the list's heading takes the focus. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = article(canvasElement, 'Blue Tant cotton');
    await userEvent.click(card.getByRole('button', { name: t.remove }));
    const question = fillTemplate(t.removeQuestion, { title: 'Blue Tant cotton' });
    await expect(card.getByRole('group', { name: question })).toBeVisible();
    await expect(card.getByRole('button', { name: t.removeCancel })).toHaveFocus();
    await expectFitsAPhone(canvasElement);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: t.removeConfirm }));
    await expect(args.onRemove).toHaveBeenCalledWith('p2');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
  },
};

/** The products being read. */
export const Loading: Story = {
  args: { phase: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.loading);
    await expectFitsAPhone(canvasElement);
  },
};

/** The read failed (no connection): the reason and Retry. */
export const Failed: Story = {
  args: { phase: 'failed', error: texts.failure.offline, products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.failure.offline);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** A list with no products yet: Add is there. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.empty);
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** A search that finds nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search Sarees'), 'velvet');
    await expect(canvas.getByRole('status')).toHaveTextContent(fillTemplate(t.noMatch, { query: 'velvet' }));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expectFitsAPhone(canvasElement);
  },
};
