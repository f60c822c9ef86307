import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomPhoto } from '../../../src/components/showroom/ShowroomPhoto';
import { example } from '../../support/site';

const { page, showroom } = example('showroomPage');

const meta = {
  title: 'Components/Showroom/ShowroomPhoto',
  component: ShowroomPhoto,
  // As the showroom page picks it: the page's own photo, else its showroom's.
  args: { image: page.photo ?? showroom.photo },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first showroom page's photo. */
export const ShowroomPage: Story = {};
