import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink } from '../../../src/components/link/AppLink';
import { mailHref } from '../../../src/domain/templates';
import { catalogue, paths } from '../../support/site';

const meta = {
  title: 'Components/Link/AppLink',
  component: AppLink,
  args: { href: paths.hrefFor('saree')!, children: 'Saree' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site path navigates inside the app. */
export const SitePath: Story = {};

/** Another site opens in a new tab, without handing it this page. */
export const External: Story = {
  args: { href: catalogue.shop.social[0]!.href, children: catalogue.shop.social[0]!.label },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** mailto: and tel: stay plain links in the same tab. */
export const Mail: Story = {
  args: { href: mailHref(catalogue.shop.email), children: catalogue.shop.email },
};
