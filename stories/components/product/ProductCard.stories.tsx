import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '../../../src/components/product/ProductCard';
import { listCards } from '../../support/product-cards';

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

/** A missing image keeps its box, so the grid does not jump. */
export const MissingImage: Story = {
  args: { ...withoutPrice, image: '/demo/img/products/no-such-image.svg' },
};
