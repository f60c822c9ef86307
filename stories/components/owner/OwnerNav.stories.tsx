import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OwnerNav } from '../../../src/components/owner/OwnerNav';
import { ownerTexts as texts } from '../../support/owner-inbox';
import { expectFitsAPhone } from '../../support/phone-fit';
import { atWidth, viewports } from '../../support/viewports';

const meta = {
  title: 'Components/Owner/OwnerNav',
  component: OwnerNav,
  args: { texts, hrefs: { enquiries: '/owner', products: '/owner/products' }, current: 'products' },
  parameters: { layout: 'padded', ...viewports },
  globals: atWidth('phone'),
} satisfies Meta<typeof OwnerNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the products: both links side by side on a phone, Products marked as the page shown. */
export const OnProducts: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: texts.nav.label }));
    const enquiries = nav.getByRole('link', { name: texts.nav.enquiries });
    const products = nav.getByRole('link', { name: texts.nav.products });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(enquiries).not.toHaveAttribute('aria-current');
    await expect(enquiries).toHaveAttribute('href', '/owner');
    await expect(enquiries.getBoundingClientRect().top).toBe(products.getBoundingClientRect().top);
    await expectFitsAPhone(canvasElement);
  },
};

/** On the enquiries. */
export const OnEnquiries: Story = {
  args: { current: 'enquiries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: texts.nav.enquiries })).toHaveAttribute('aria-current', 'page');
  },
};
