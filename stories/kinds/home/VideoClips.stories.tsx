import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoClips } from '../../../src/kinds/home/VideoClips';
import { homeSection } from '../../support/home-sections';

const meta = {
  title: 'Pages/Parts/Home/VideoClips',
  component: VideoClips,
  args: { videos: homeSection('video-clips').videos },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VideoClips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 3 looping trending clips. */
export const Default: Story = {};
