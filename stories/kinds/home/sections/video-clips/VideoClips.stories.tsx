import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoClips } from '../../../../../src/kinds/home/sections/video-clips/VideoClips';
import { example } from '../../../../support/site';

const meta = {
  title: 'Pages/Parts/Home/VideoClips',
  component: VideoClips,
  args: { videos: example('videoClips').videos },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VideoClips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looping clips of the home page's first video section. */
export const Default: Story = {};
