import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageGrid } from '../../../src/components/media/ImageGrid';
import { example } from '../../support/site';

const meta = {
  title: 'Components/Media/ImageGrid',
  component: ImageGrid,
  args: { images: example('gallery').images },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home gallery's pictures: two across on a phone, four from a tablet up. */
export const HomeGallery: Story = {};
