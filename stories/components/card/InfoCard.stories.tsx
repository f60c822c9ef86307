import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoCard } from '../../../src/components/card/InfoCard';
import { byId, catalogue, paths, texts } from '../../support/site';

const accessories = byId(catalogue.categories, 'accessories');
const ladiesBag = accessories.cards.find((c) => c.to === 'ladies-bag')!;
// The one card in the config with no target.
const roomFreshner = accessories.cards.find((c) => !c.to)!;
const womensWear = byId(catalogue.categories, 'womens-wear');

const meta = {
  title: 'Components/Card/InfoCard',
  component: InfoCard,
  args: {
    title: ladiesBag.title,
    tagline: ladiesBag.tagline,
    image: ladiesBag.image,
    href: paths.hrefFor(ladiesBag.to),
    linkLabel: texts.card.learnMore,
  },
  decorators: [(Story) => <div style={{ maxWidth: 300, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page card: image, title, tagline and Learn More. */
export const CategoryCard: Story = {};

/** A home page card for a whole category. */
export const HomeCategoryCard: Story = {
  args: { title: womensWear.title, tagline: womensWear.card.tagline, image: womensWear.card.image, href: paths.hrefFor(womensWear.id) },
};

/** A card with no target links nowhere (Room Freshner). */
export const WithoutLink: Story = {
  args: { title: roomFreshner.title, tagline: roomFreshner.tagline, image: roomFreshner.image, href: undefined, noLinkNote: texts.card.comingSoon },
};
