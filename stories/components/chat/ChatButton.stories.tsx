import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatButton } from '../../../src/components/chat/ChatButton';
import { chatIconFor } from '../../../src/domain/chat-icon';
import { chatHref, fillMessage } from '../../../src/domain/templates';
import { catalogue, example, shop } from '../../support/site';

// As the home section fills it: {url} is the site's own address.
const message = fillMessage(catalogue.messages.shop, { shop: shop.name, url: catalogue.site.url ?? '' });

const meta = {
  title: 'Components/Chat/ChatButton',
  component: ChatButton,
  // The icon of the shop's own messenger, as the home section chooses it.
  args: {
    label: example('chatButton').label,
    href: chatHref(shop.chatUrl, shop.phones.chat, message),
    icon: chatIconFor(shop.chatUrl, shop.chatIcon),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home page: fixed bottom left, with the shop's preset message (`messages.shop`). */
export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.label });
    await expect(link).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(message)));
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
