import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard } from '../../../src/components/product/ProductCard';
import { listCards } from '../../support/product-cards';
import { currencySign, example } from '../../support/site';
import { atWidth, viewports } from '../../support/viewports';

// The first product of the first list, as that list's page shows it (with a price if the list shows prices).
const { id: _id, ...card } = listCards(example('list'))[0]!;

const meta = {
  title: 'Components/Product/ProductCard',
  component: ProductCard,
  args: card,
  // The card is a list item of the grid.
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

/** The first list's first product: a price in the shop's currency exactly when the list shows prices. */
export const FirstList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvas.queryAllByText(currencySign).length > 0).toBe(args.price !== undefined);
  },
};

/** After Share, when the link went to the clipboard: the grid's share handler hands this card its note. */
export const LinkCopied: Story = {
  args: { shareNote: { result: 'copied', url: card.share.href } },
};

/** When neither the share sheet nor the clipboard worked: the link to copy by hand. */
export const ShareFailed: Story = {
  args: { shareNote: { result: 'failed', url: card.share.href } },
};

/** A long title wraps; the links stay at the bottom of the card. */
export const LongTitle: Story = {
  args: { title: `${card.title}: ${card.des}` },
};

/** A picture that fails to load: a neutral placeholder in the same box, so the grid does not jump. */
export const MissingImage: Story = {
  args: { image: '/no-such-image.jpg' },
  play: async ({ canvasElement, args }) => {
    // The <img> is replaced once its load fails.
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: args.title })).toHaveAttribute('data-image-placeholder'));
  },
};

/** A product stored without a usable picture: the placeholder, and no zoom button. */
export const NoImage: Story = {
  args: { image: undefined },
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
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', width: 173, padding: 0, margin: 0 }}>
        <Story />
      </ul>
    ),
  ],
  args: { des: `${card.des} ${card.des}` },
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
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', width: 283, padding: 0, margin: 0 }}>
        <Story />
      </ul>
    ),
  ],
};
