import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedFacade } from '../../../src/components/embed/EmbedFacade';
import { fillTemplate } from '../../../src/domain/templates';
import { homeSection } from '../../support/home-sections';
import { catalogue, texts } from '../../support/site';

const video = homeSection('embeds', 1).embeds[0]!;
const map = catalogue.showrooms[0]!.maps[0]!;

const meta = {
  title: 'Components/EmbedFacade',
  component: EmbedFacade,
  args: { title: video.title, src: video.src, poster: video.poster, playLabel: fillTemplate(texts.embed.play, { title: video.title }) },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof EmbedFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video-platform video: only the local poster until the visitor asks for it. */
export const Video: Story = {
  play: async ({ canvasElement, args }) => {
    // Not clicked here: that would fetch the third-party frame, and tests stay offline.
    await expect(within(canvasElement).getByRole('button', { name: args.playLabel })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** An embedded map behind the same facade. */
export const Map: Story = {
  args: { title: map.title, src: map.embed, poster: map.poster, playLabel: fillTemplate(texts.embed.play, { title: map.title }) },
};
