import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink } from '../../../src/components/link/AppLink';
import { mailHref } from '../../../src/domain/templates';
import { catalogue } from '../../support/site';

const { shop, pages } = catalogue;
// The first page after home (home itself in a one-page shop), and a link to another site.
const page = pages.find((p) => p.kind !== 'home') ?? pages[0]!;
const external = shop.social[0] ?? shop.footer.credit;

const meta = {
  title: 'Components/Link/AppLink',
  component: AppLink,
  args: { href: page.route, children: page.title },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site path navigates inside the app. */
export const SitePath: Story = {};

/** Another site opens in a new tab, without handing it this page. */
export const External: Story = {
  args: { href: external.href, children: external.label },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** mailto: and tel: stay plain links in the same tab. */
export const Mail: Story = {
  args: { href: mailHref(shop.email), children: shop.email },
};
