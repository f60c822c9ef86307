import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../../../src/components/breadcrumb/Breadcrumb';
import { example, paths, routeOf, texts } from '../../support/site';

const nested = example('nestedPage');
const category = example('topCategory');

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { label: texts.breadcrumb.label, ...paths.breadcrumbs(nested.id) },
  parameters: { layout: 'padded', path: nested.route },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page inside a category (a product list when there is one): Home, Back (to its category), the page. */
export const ProductList: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(within(nav).getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', routeOf(nested.parent!));
    await expect(within(nav).getByText(nested.title)).toHaveAttribute('aria-current', 'page');
  },
};

/** A top-level category: Home and the category, drawn with the category's own separator. */
export const Category: Story = {
  args: paths.breadcrumbs(category.id),
  parameters: { path: category.route },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(within(nav).getByText(category.title)).toHaveAttribute('aria-current', 'page');
  },
};
