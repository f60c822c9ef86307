import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapList } from '../../../src/components/showroom/MapList';
import { fillTemplate } from '../../../src/domain/templates';
import { example, texts } from '../../support/site';

// The maps of the first showroom page's showroom, as its map panel lists them.
const maps = example('showroomPage').showroom.maps.map((m) => ({
  title: m.title,
  src: m.embed,
  poster: m.poster,
  playLabel: fillTemplate(texts.embed.play, { title: m.title }),
}));

const meta = {
  title: 'Components/Showroom/MapList',
  component: MapList,
  args: { maps },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MapList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The showroom's maps, each a poster until asked for (no third-party frame loads). */
export const ShowroomMaps: Story = {
  play: async ({ canvasElement, args }) => {
    for (const map of args.maps) await expect(within(canvasElement).getByRole('button', { name: map.playLabel })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
