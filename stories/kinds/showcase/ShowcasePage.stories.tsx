import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowcasePage } from '../../../src/kinds/showcase/ShowcasePage';
import { inLayout } from '../../support/in-layout';
import { catalogue, example, texts } from '../../support/site';

const showcase = example('showcase');
// The showcase's chat message, else the shop's; its words before the first {placeholder}.
const lead = (showcase.message ?? catalogue.messages.interested).split('{')[0]!.trim();

const meta = {
  title: 'Pages/Showcase',
  component: ShowcasePage,
  args: { showcase },
  decorators: [inLayout],
  parameters: { path: showcase.route },
} satisfies Meta<typeof ShowcasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first showcase: breadcrumb, heading and its hand-picked cards, each with a chat link carrying its message. */
export const FirstShowcase: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    const chats = main.getAllByRole('link', { name: (n) => n.startsWith(`${texts.list.chat}:`) });
    await expect(chats).toHaveLength(args.showcase.cards.length);
    await expect(chats[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(lead)));
  },
};
