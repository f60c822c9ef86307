import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoCard } from '../../../src/components/card/InfoCard';
import { catalogue, example, paths, texts } from '../../support/site';

const category = example('category');
const card = category.cards.find((c) => c.to) ?? category.cards[0]!;
// A card the config gives no target, else the first card without its target: how such a card looks.
const unlinked = catalogue.categories.flatMap((c) => c.cards).find((c) => !c.to) ?? card;

const meta = {
  title: 'Components/Card/InfoCard',
  component: InfoCard,
  args: {
    title: card.title,
    tagline: card.tagline,
    image: card.image,
    href: paths.hrefFor(card.to),
    linkLabel: texts.card.learnMore,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page card: image, title, tagline and Learn More. */
export const CategoryCard: Story = {};

/** A home page card for a whole category (the first one). */
export const HomeCategoryCard: Story = {
  args: { title: category.title, tagline: category.card.tagline, image: category.card.image, href: paths.hrefFor(category.id) },
};

/** A card with no target links nowhere and says why. */
export const WithoutLink: Story = {
  args: { title: unlinked.title, tagline: unlinked.tagline, image: unlinked.image, href: undefined, noLinkNote: texts.card.comingSoon },
};
