import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageGrid } from '../../../src/components/media/ImageGrid';
import { HomeSection } from '../../../src/kinds/home/HomeSection';
import { homeSection } from '../../support/home-sections';

const gallery = homeSection('gallery');

const meta = {
  title: 'Pages/Parts/Home/HomeSection',
  component: HomeSection,
  args: { heading: gallery.heading, children: <ImageGrid images={gallery.images} /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled band, named by its heading. */
export const Gallery: Story = {};
