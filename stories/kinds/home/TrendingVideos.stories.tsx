import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrendingVideos } from '../../../src/kinds/home/TrendingVideos';

const meta = {
  title: 'Pages/Parts/Home/TrendingVideos',
  component: TrendingVideos,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrendingVideos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 3 looping trending clips. */
export const Default: Story = {};
