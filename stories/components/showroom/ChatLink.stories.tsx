import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatLink } from '../../../src/components/showroom/ChatLink';
import { chatHref, fillTemplate } from '../../../src/domain/templates';
import { catalogue, shop, present } from '../../support/site';

const meta = {
  title: 'Components/Showroom/ChatLink',
  component: ChatLink,
  args: { label: present(catalogue.contact, 'contact').chatLabel, href: chatHref(shop.chatUrl, shop.phones.chat, fillTemplate(catalogue.messages.shop, { shop: shop.name })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact tabs' chat link, its message already written. */
export const ContactTab: Story = {};
