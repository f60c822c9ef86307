import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard } from '../../../src/components/product/ProductCard';
import { listCards } from '../../support/product-cards';
import { atWidth, viewports } from '../../support/viewports';

const [bag] = listCards('ladies-bag');
const [saree] = listCards('saree');
const { id: _bagId, ...withPrice } = bag!;
const { id: _sareeId, ...withoutPrice } = saree!;

const meta = {
  title: 'Components/Product/ProductCard',
  component: ProductCard,
  args: withoutPrice,
  // The card is a list item of the grid.
  decorators: [(Story) => <ul style={{ listStyle: 'none', maxWidth: 300, padding: 16, margin: 0 }}><Story /></ul>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most lists: no price. */
export const WithoutPrice: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/₹/)).toBeNull();
  },
};

/** Ladies Bag: the rupee price, named 'Price' for screen readers. */
export const WithPrice: Story = {
  args: withPrice,
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.price!.value)).toBeVisible();
  },
};

/** A long title wraps; the links stay at the bottom of the card. */
export const LongTitle: Story = {
  args: { ...withoutPrice, title: `${withoutPrice.title}: ${withoutPrice.des}` },
};

/** A picture that fails to load: a neutral placeholder in the same box, so the grid does not jump. */
export const MissingImage: Story = {
  args: { ...withoutPrice, image: '/demo/img/products/no-such-image.jpg' },
  play: async ({ canvasElement, args }) => {
    // The <img> is replaced once its load fails.
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: args.title })).toHaveAttribute('data-image-placeholder'));
  },
};

/** A product stored without a usable picture: the placeholder, and no zoom button. */
export const NoImage: Story = {
  args: { ...withoutPrice, image: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: args.title })).toHaveAttribute('data-image-placeholder');
    await expect(canvas.queryByRole('button', { name: new RegExp(args.zoom.openLabel) })).toBeNull();
  },
};

/** A phone column (half of 390 px): title and description clamped; the description opens whole. */
export const OnAPhone: Story = {
  parameters: viewports,
  globals: atWidth('phone'),
  decorators: [(Story) => <ul style={{ listStyle: 'none', width: 173, padding: 0, margin: 0 }}><Story /></ul>],
  args: { ...withPrice, des: `${withPrice.des} ${withPrice.des}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('summary')!;
    const clamped = summary.getBoundingClientRect().height;
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(summary.getBoundingClientRect().height).toBeGreaterThan(clamped);
    for (const control of canvas.getAllByRole('link')) {
      const { width, height } = control.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('link', { name: `${args.call!.label}: ${args.title}` })).toBeVisible();
  },
};

/** A desktop column (a quarter of the page). */
export const OnADesktop: Story = {
  parameters: viewports,
  globals: atWidth('desktop'),
  decorators: [(Story) => <ul style={{ listStyle: 'none', width: 283, padding: 0, margin: 0 }}><Story /></ul>],
  args: withPrice,
};
