import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedFacade } from '../../../src/components/embed/EmbedFacade';
import { fillTemplate } from '../../../src/domain/templates';
import { example, texts } from '../../support/site';

const embed = example('embed');

const meta = {
  title: 'Components/EmbedFacade',
  component: EmbedFacade,
  args: { title: embed.title, src: embed.src, poster: embed.poster, playLabel: fillTemplate(texts.embed.play, { title: embed.title }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmbedFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's first third-party frame (a home embed, else a showroom map): only the local poster until asked for. */
export const Poster: Story = {
  play: async ({ canvasElement, args }) => {
    // Not clicked here: that would fetch the third-party frame, and tests stay offline.
    await expect(within(canvasElement).getByRole('button', { name: args.playLabel })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
