import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageBreadcrumb } from '../../../src/kinds/shell/PageBreadcrumb';
import { routeOf, texts } from '../../support/site';

const meta = {
  title: 'Pages/Parts/PageBreadcrumb',
  component: PageBreadcrumb,
  args: { id: 'ladies-bag' },
  parameters: { layout: 'padded', path: routeOf('ladies-bag') },
} satisfies Meta<typeof PageBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Computed from the page's place in the config: Home > Back > Ladies Bag. */
export const ProductList: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(within(nav).getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', routeOf('accessories'));
  },
};

/** A category: Home / Kids Wear. */
export const Category: Story = { args: { id: 'kids-wear' }, parameters: { path: routeOf('kids-wear') } };
