import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowroomPage } from '../../../src/kinds/showroom/ShowroomPage';
import { inLayout } from '../../support/in-layout';
import { example } from '../../support/site';

const args = example('showroomPage');

const meta = {
  title: 'Pages/Showroom',
  component: ShowroomPage,
  args,
  decorators: [inLayout],
  parameters: { path: args.page.route },
} satisfies Meta<typeof ShowroomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first showroom page: photo; its panels (the first open); its zoomable photos; a map. */
export const FirstShowroom: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    const [first, ...rest] = args.page.panels.map((p) => main.getByRole('button', { name: p.heading }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    for (const header of rest) await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('region', { name: args.page.panels[0]!.heading })).toBeVisible();
    // Counted as pictures: each zoom button appears only once its (lazy) photo has loaded.
    for (const photo of args.page.photos) {
      await expect(
        within(main.getByRole('region', { name: args.page.photosHeading })).getByRole('img', { name: photo.alt }),
      ).toBeInTheDocument();
    }
  },
};

/** A page that lists no photos of its own: the photo section is left out. */
export const WithoutPhotos: Story = {
  args: { page: { ...args.page, photos: [] } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement.querySelector('main')!).queryByRole('heading', { name: args.page.photosHeading })).toBeNull();
  },
};
