import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardImage } from '../../../src/components/card/CardImage';
import { byId, catalogue } from '../../support/site';

const meta = {
  title: 'Components/Card/CardImage',
  component: CardImage,
  args: { image: byId(catalogue.categories, 'mens-wear').card.image, ratio: '4 / 3' },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CardImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryImage: Story = {};

/** The frame keeps its ratio and tint while the file is missing or still arriving. */
export const MissingFile: Story = {
  args: { image: { src: '/demo/img/categories/no-such-image.svg', alt: 'A picture that is not there', width: 480, height: 360 } },
};
