import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactLinks } from '../../../src/components/product/ContactLinks';
import { listCards } from '../../support/product-cards';

const saree = listCards('saree')[0]!;
const kurti = listCards('kurti')[0]!;

const meta = {
  title: 'Components/Product/ContactLinks',
  component: ContactLinks,
  args: { call: saree.call, chat: saree.chat, about: saree.title },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saree list: 'Call Book' and 'Whatsapp Inquiry' with the saree message. */
export const SareeCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${args.call!.label}: ${args.about}` })).toHaveAttribute('href', args.call!.href);
    const chat = canvas.getByRole('link', { name: `${args.chat.label}: ${args.about}` });
    await expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=I%20want%20to%20buy%20this%20saree/);
  },
};

/** Other lists: the default product message names the product. */
export const OtherList: Story = { args: { call: kurti.call, chat: kurti.chat, about: kurti.title } };

/** Chat only, where no call link is wanted. */
export const ChatOnly: Story = { args: { call: undefined } };
