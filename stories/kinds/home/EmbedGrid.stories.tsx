import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedGrid } from '../../../src/kinds/home/EmbedGrid';
import { homeSection } from '../../support/home-sections';

const meta = {
  title: 'Pages/Parts/Home/EmbedGrid',
  component: EmbedGrid,
  args: { embeds: homeSection('embeds', 1).embeds },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmbedGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 6 video-platform videos, as posters until played. */
export const Videos: Story = {};

/** The social page and video frames. */
export const Social: Story = { args: { embeds: homeSection('embeds', 0).embeds } };
