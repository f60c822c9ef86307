import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../../../src/components/breadcrumb/Breadcrumb';
import { paths, routeOf, texts } from '../../support/site';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { label: texts.breadcrumb.label, ...paths.breadcrumbs('saree') },
  parameters: { layout: 'padded', path: routeOf('saree') },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product list: Home > Back (to its category) > current page. */
export const ProductList: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(within(nav).getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', routeOf('womens-wear'));
    await expect(within(nav).getByText('Saree')).toHaveAttribute('aria-current', 'page');
  },
};

/** Mens wear draws its trail with '/' (the category chooses the separator). */
export const CategoryWithSlash: Story = {
  args: paths.breadcrumbs('mens-wear'),
  parameters: { path: routeOf('mens-wear') },
};
