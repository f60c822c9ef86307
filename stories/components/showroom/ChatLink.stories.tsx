import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatLink } from '../../../src/components/showroom/ChatLink';
import { chatHref, fillMessage } from '../../../src/domain/templates';
import { catalogue, example, shop } from '../../support/site';

// As the contact page's showroom tab fills it.
const message = fillMessage(catalogue.messages.shop, { shop: shop.name, url: catalogue.site.url ?? '' });

const meta = {
  title: 'Components/Showroom/ChatLink',
  component: ChatLink,
  args: { label: example('showroomTab').contact.chatLabel, href: chatHref(shop.chatUrl, shop.phones.chat, message) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact tabs' chat link, its message already written. */
export const ContactTab: Story = {};
