import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryPage } from '../../../src/kinds/category/CategoryPage';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, paths, routeOf, texts } from '../../support/site';

const meta = {
  title: 'Pages/Category',
  component: CategoryPage,
  args: { category: byId(catalogue.categories, 'kids-wear') },
  decorators: [inLayout],
  parameters: { path: routeOf('kids-wear') },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kids Wear: breadcrumb Home / Kids Wear and one Learn More card per list. */
export const KidsWear: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    for (const card of args.category.cards) {
      await expect(main.getByRole('link', { name: `${texts.card.learnMore}: ${card.title}` })).toHaveAttribute('href', paths.hrefFor(card.to)!);
    }
  },
};

/** Accessories: the Room Freshner card links nowhere, and the 'Update soon' note. */
export const Accessories: Story = {
  args: { category: byId(catalogue.categories, 'accessories') },
  parameters: { path: routeOf('accessories') },
};

export const WomensWear: Story = {
  args: { category: byId(catalogue.categories, 'womens-wear') },
  parameters: { path: routeOf('womens-wear') },
};
