import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryCards } from '../../../../../src/kinds/home/sections/category-cards/CategoryCards';
import { byId, catalogue, example, texts } from '../../../../support/site';

const { items } = example('categoryCards');
// A category id borrows that category's card and links to it; an inline card links only with `to`.
const cards = items.map((item) =>
  typeof item === 'string'
    ? { title: byId(catalogue.categories, item).title, linked: true }
    : { title: item.title, linked: item.to !== undefined },
);

const meta = {
  title: 'Pages/Parts/Home/CategoryCards',
  component: CategoryCards,
  args: { items },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's first category cards: each titled, Learn More on those with a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of cards) {
      await expect(canvas.getByRole('heading', { name: card.title })).toBeVisible();
      const link = canvas.queryByRole('link', { name: `${texts.card.learnMore}: ${card.title}` });
      await expect(link !== null).toBe(card.linked);
    }
  },
};
