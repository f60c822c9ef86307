import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardImage } from '../../../src/components/card/CardImage';
import { example } from '../../support/site';

const { image } = example('category').card;

const meta = {
  title: 'Components/Card/CardImage',
  component: CardImage,
  args: { image, ratio: '4 / 3' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's picture. */
export const CategoryImage: Story = {};

/** The frame keeps its ratio and tint while the file is missing or still arriving. */
export const MissingFile: Story = {
  args: { image: { ...image, src: '/no-such-image.svg' } },
};
