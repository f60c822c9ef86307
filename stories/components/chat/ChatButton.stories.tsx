import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatButton } from '../../../src/components/chat/ChatButton';
import { chatHref, fillTemplate } from '../../../src/domain/templates';
import { homeSection } from '../../support/home-sections';
import { catalogue, shop } from '../../support/site';

const message = fillTemplate(catalogue.messages.shop, { shop: shop.name });

const meta = {
  title: 'Components/Chat/ChatButton',
  component: ChatButton,
  args: { label: homeSection('chat-button').label, href: chatHref(shop.chatUrl, shop.phones.chat, message) },
  decorators: [(Story) => <div style={{ height: 160 }}><Story /></div>],
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home page: fixed bottom left, with the preset message 'I want to shop at {shop}.'. */
export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.label });
    await expect(link).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(message)));
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
