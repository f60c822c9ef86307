import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowcaseCard } from '../../../src/components/showcase/ShowcaseCard';
import { chatHref } from '../../../src/domain/templates';
import { byId, catalogue, shop, texts } from '../../support/site';

const kidsfrock = byId(catalogue.showcases, 'kidsfrock');
const [frock] = kidsfrock.cards;
const set = kidsfrock.cards.find((c) => c.note.startsWith('Set'))!;
const message = kidsfrock.message ?? catalogue.messages.interested;

const meta = {
  title: 'Components/ShowcaseCard',
  component: ShowcaseCard,
  args: {
    ...frock!,
    chat: { label: texts.list.chat, href: chatHref(shop.chatUrl, shop.phones.chat, message) },
    zoom: {
      openLabel: texts.zoom.open,
      closeLabel: texts.zoom.close,
      margin: catalogue.settings.zoomMargin,
      swipeThreshold: catalogue.settings.swipeThresholdPx,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 300, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ShowcaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A frock: zoomable photo, title, colour note and the 'I am Interested' chat link. */
export const Frock: Story = {};

/** A set, under a home page section heading (h3). */
export const SetOnHome: Story = { args: { ...set, headingLevel: 3 } };
