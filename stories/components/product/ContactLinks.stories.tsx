import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactLinks } from '../../../src/components/product/ContactLinks';
import { listCards } from '../../support/product-cards';
import { catalogue, example, shop } from '../../support/site';

const list = example('list');
const card = listCards(list)[0]!;
// The list's own chat message, else the shop's; its words before the first {placeholder}.
const lead = (list.chat?.message ?? catalogue.messages.product).split('{')[0]!.trim();

const meta = {
  title: 'Components/Product/ContactLinks',
  component: ContactLinks,
  args: { call: card.call, chat: card.chat, about: card.title },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first list's card links: the call-book number, and a chat with the list's message naming the product. */
export const ListCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${args.call!.label}: ${args.about}` })).toHaveAttribute('href', args.call!.href);
    const href = canvas.getByRole('link', { name: `${args.chat.label}: ${args.about}` }).getAttribute('href')!;
    await expect(href.startsWith(shop.chatUrl.split('{')[0]!)).toBe(true);
    await expect(href).toContain(encodeURIComponent(lead));
  },
};

/** Chat only, where no call link is wanted. */
export const ChatOnly: Story = { args: { call: undefined } };
