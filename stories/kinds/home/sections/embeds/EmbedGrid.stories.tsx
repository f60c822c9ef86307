import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedGrid } from '../../../../../src/kinds/home/sections/embeds/EmbedGrid';
import { example } from '../../../../support/site';

const meta = {
  title: 'Pages/Parts/Home/EmbedGrid',
  component: EmbedGrid,
  args: { embeds: example('embeds').embeds },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmbedGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's first embeds section: videos or social pages, each a poster until played. */
export const Default: Story = {};
