import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageBreadcrumb } from '../../src/shell/PageBreadcrumb';
import { example, routeOf, texts } from '../support/site';

const nested = example('nestedPage');
const category = example('topCategory');

const meta = {
  title: 'Pages/Parts/PageBreadcrumb',
  component: PageBreadcrumb,
  args: { id: nested.id },
  parameters: { layout: 'padded', path: nested.route },
} satisfies Meta<typeof PageBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Computed from the page's place in the config: Home, Back (to its category), the page. */
export const ProductList: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(within(nav).getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', routeOf(nested.parent!));
  },
};

/** A top-level category: Home, then the category. */
export const Category: Story = { args: { id: category.id }, parameters: { path: category.route } };
