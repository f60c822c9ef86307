import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryCards } from '../../../src/kinds/home/CategoryCards';
import { homeSection } from '../../support/home-sections';
import { texts } from '../../support/site';

const { items } = homeSection('category-cards');

const meta = {
  title: 'Pages/Parts/Home/CategoryCards',
  component: CategoryCards,
  args: { items },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four category cards with Learn More, and Beauty Care with no link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linked = items.filter((i) => typeof i === 'string');
    await expect(canvas.getAllByRole('link', { name: (n) => n.startsWith(`${texts.card.learnMore}:`) })).toHaveLength(linked.length);
    await expect(canvas.getByRole('heading', { name: 'Beauty Care' })).toBeVisible();
  },
};
