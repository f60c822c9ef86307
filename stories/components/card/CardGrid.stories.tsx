import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid } from '../../../src/components/card/CardGrid';
import { InfoCard } from '../../../src/components/card/InfoCard';
import { example, paths, texts } from '../../support/site';

const category = example('category');

const meta = {
  title: 'Components/Card/CardGrid',
  component: CardGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's cards: as many 220px columns as fit; one column on a narrow phone. */
export const CategoryCards: Story = {
  render: () => (
    <CardGrid>
      {category.cards.map((card) => (
        <li key={card.title}>
          <InfoCard
            title={card.title}
            tagline={card.tagline}
            image={card.image}
            href={paths.hrefFor(card.to)}
            linkLabel={texts.card.learnMore}
          />
        </li>
      ))}
    </CardGrid>
  ),
};
