import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageGrid } from '../../../src/components/media/ImageGrid';
import { homeSection } from '../../support/home-sections';

const meta = {
  title: 'Components/Media/ImageGrid',
  component: ImageGrid,
  args: { images: homeSection('gallery').images },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's 8 promo pictures: two across on a phone, four from a tablet up. */
export const HomeGallery: Story = {};
