import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductGrid } from '../../../src/components/product/ProductGrid';
import { scrollUntilCards } from '../../support/draw-cards';
import { fillTemplate } from '../../../src/domain/templates';
import { listCards, windowedList } from '../../support/product-cards';
import { example, texts } from '../../support/site';
import { atWidth, firstRow, viewports } from '../../support/viewports';

const cards = listCards(example('list'));
const windowed = windowedList();
const windowCards = listCards(windowed);
const shown = Math.min(windowed.limit, windowCards.length);
const ready = { status: 'ready', items: cards, emptyText: texts.list.empty } as const;

const meta = {
  title: 'Components/Product/ProductGrid',
  component: ProductGrid,
  args: ready,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded list (the first list's demo data). */
export const Ready: Story = { args: ready };

/** Skeleton cards while the collection is read; the status is announced. */
export const Loading: Story = {
  args: { status: 'loading', loadingText: texts.list.loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.list.loading);
  },
};

/** A failed read: the message and a Retry button. */
export const ErrorWithRetry: Story = {
  args: {
    status: 'error',
    message: fillTemplate(texts.list.loadFailed, { message: 'no answer within 15 s' }),
    retryLabel: texts.list.retry,
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no answer within 15 s');
    await userEvent.click(canvas.getByRole('button', { name: texts.list.retry }));
    await expect(args.status === 'error' && args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A collection with no products yet. */
export const Empty: Story = { args: { status: 'ready', items: [], emptyText: texts.list.empty } };

/** Nothing matches the search. */
export const NoMatch: Story = { args: { status: 'ready', items: [], emptyText: texts.list.noMatch } };

/** At the display window: the first `limit` of a list's demo products, and a summary that says so. */
export const AtTheLimit: Story = {
  args: {
    status: 'ready',
    items: windowCards.slice(0, windowed.limit),
    emptyText: texts.list.noMatch,
    summary: fillTemplate(texts.list.showing, { shown, total: windowCards.length }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first cards paint at once, then a batch more each time the end of the grid comes within a screen.
    await scrollUntilCards(canvas, shown);
    await expect(canvas.getByRole('status')).toHaveTextContent(String(windowCards.length));
  },
};

/** On a 390 px phone: two columns of compact cards, the first row's photos loaded first. */
export const OnAPhone: Story = {
  parameters: viewports,
  globals: atWidth('phone'),
  args: ready,
  play: async ({ canvasElement }) => {
    const articles = within(canvasElement).getAllByRole('article');
    await expect(firstRow(articles)).toBe(2);
    const photos = [...canvasElement.querySelectorAll('article img')] as HTMLImageElement[];
    await expect(photos.slice(0, 2).map((img) => img.loading)).toEqual(['eager', 'eager']);
    await expect(photos[2]!.loading).toBe('lazy');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a desktop: four columns. */
export const OnADesktop: Story = {
  parameters: viewports,
  globals: atWidth('desktop'),
  args: ready,
  play: async ({ canvasElement }) => {
    await expect(firstRow(within(canvasElement).getAllByRole('article'))).toBe(4);
  },
};
