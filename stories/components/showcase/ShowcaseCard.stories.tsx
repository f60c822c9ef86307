import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowcaseCard } from '../../../src/components/showcase/ShowcaseCard';
import { chatHref, fillMessage } from '../../../src/domain/templates';
import { catalogue, example, shop, texts } from '../../support/site';

const showcase = example('showcase');
const first = showcase.cards[0]!;
const last = showcase.cards.at(-1)!;
const message = showcase.message ?? catalogue.messages.interested;
// As ShowcaseCards fills it: {url} is the showcase page's address.
const url = catalogue.site.url ? `${catalogue.site.url}${showcase.route}` : '';
const chat = (title: string) => ({
  label: texts.list.chat,
  href: chatHref(shop.chatUrl, shop.phones.chat, fillMessage(message, { title, shop: shop.name, url })),
});

const meta = {
  title: 'Components/ShowcaseCard',
  component: ShowcaseCard,
  args: {
    ...first,
    chat: chat(first.title),
    zoom: { openLabel: texts.zoom.open },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShowcaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first showcase's first card: zoomable photo, title, note and its chat link. */
export const OnShowcasePage: Story = {};

/** Its last card, under a home page section heading (h3). */
export const OnHome: Story = { args: { ...last, chat: chat(last.title), headingLevel: 3 } };
