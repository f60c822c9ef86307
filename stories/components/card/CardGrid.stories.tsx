import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid } from '../../../src/components/card/CardGrid';
import { InfoCard } from '../../../src/components/card/InfoCard';
import { byId, catalogue, paths, texts } from '../../support/site';

const meta = {
  title: 'Components/Card/CardGrid',
  component: CardGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many 220px columns as fit; one column on a narrow phone. */
export const KidsWearCards: Story = {
  render: () => (
    <CardGrid>
      {byId(catalogue.categories, 'kids-wear').cards.map((card) => (
        <li key={card.title}>
          <InfoCard title={card.title} tagline={card.tagline} image={card.image} href={paths.hrefFor(card.to)} linkLabel={texts.card.learnMore} />
        </li>
      ))}
    </CardGrid>
  ),
};
