import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoGallery } from '../../../src/components/showroom/PhotoGallery';
import { byId, catalogue, texts } from '../../support/site';

const meta = {
  title: 'Components/Showroom/PhotoGallery',
  component: PhotoGallery,
  args: {
    images: byId(catalogue.showroomPages, 'bethuadahari-headoffice').photos,
    openLabel: texts.zoom.open,
    closeLabel: texts.zoom.close,
    margin: catalogue.settings.zoomMargin,
    swipeThreshold: catalogue.settings.swipeThresholdPx,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four zoomable photos of the head office. */
export const HeadOffice: Story = {};

/** Two front photos (/Bethuadahari). */
export const TwoPhotos: Story = { args: { images: byId(catalogue.showroomPages, 'bethuadahari').photos } };
