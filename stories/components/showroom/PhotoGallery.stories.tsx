import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoGallery } from '../../../src/components/showroom/PhotoGallery';
import { example, texts } from '../../support/site';

const photos = example('photoGallery');

const meta = {
  title: 'Components/Showroom/PhotoGallery',
  component: PhotoGallery,
  args: {
    images: photos,
    openLabel: texts.zoom.open,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The zoomable photos of the first showroom page that has any. */
export const ShowroomPhotos: Story = {};

/** A short gallery: its first two photos. */
export const TwoPhotos: Story = { args: { images: photos.slice(0, 2) } };
