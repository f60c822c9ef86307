import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendingVideo } from '../../../src/components/media/TrendingVideo';
import { example } from '../../support/site';

const meta = {
  title: 'Components/Media/TrendingVideo',
  component: TrendingVideo,
  args: example('videoClips').videos[0]!,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendingVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A silent looping clip with its poster; it plays only while on screen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('aria-label', args.title);
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
