import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowcasePage } from '../../../src/kinds/showcase/ShowcasePage';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, routeOf, texts } from '../../support/site';

const meta = {
  title: 'Pages/Showcase',
  component: ShowcasePage,
  args: { showcase: byId(catalogue.showcases, 'kidsfrock') },
  decorators: [inLayout],
  parameters: { path: routeOf('kidsfrock') },
} satisfies Meta<typeof ShowcasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /kidsfrock: breadcrumb, heading and the 14 hand-picked cards with 'I am Interested' chat links. */
export const KidsFrock: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    const chats = main.getAllByRole('link', { name: (n) => n.startsWith(`${texts.list.chat}:`) });
    await expect(chats).toHaveLength(args.showcase.cards.length);
    await expect(chats[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(catalogue.messages.interested)));
  },
};
