import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryPage } from '../../../src/kinds/category/CategoryPage';
import { inLayout } from '../../support/in-layout';
import { example, paths, texts } from '../../support/site';

const category = example('category');

const meta = {
  title: 'Pages/Category',
  component: CategoryPage,
  args: { category },
  decorators: [inLayout],
  parameters: { path: category.route },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category: breadcrumb, one Learn More card per page it leads to, unlinked cards and its notes. */
export const FirstCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    for (const card of args.category.cards) {
      const link = main.queryByRole('link', { name: `${texts.card.learnMore}: ${card.title}` });
      if (card.to) await expect(link).toHaveAttribute('href', paths.hrefFor(card.to)!);
      else await expect(link).toBeNull();
    }
    for (const note of args.category.notes) await expect(main.getByText(note)).toBeVisible();
  },
};
