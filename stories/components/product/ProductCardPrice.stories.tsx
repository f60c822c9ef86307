import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '../../../src/components/product/ProductCard';
import { listCards } from '../../support/product-cards';
import { currencySign, example, texts } from '../../support/site';

// The first priced product of the first list that shows prices.
const cards = listCards(example('priceList'));
const { id: _id, ...card } = cards.find((c) => c.price) ?? cards[0]!;

// Apart from ProductCard's stories: only a shop with a list that shows prices has them.
const meta = {
  title: 'Components/Product/ProductCard/Price',
  component: ProductCard,
  args: card,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', maxWidth: 300, padding: 16, margin: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price in the shop's language and currency, named `texts.list.price` for screen readers. */
export const WithPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const price = within(canvasElement).getByText(args.price!.value);
    await expect(price).toBeVisible();
    await expect(price).toHaveTextContent(currencySign);
    await expect(price).toHaveTextContent(`${texts.list.price}: ${args.price!.value}`);
  },
};
