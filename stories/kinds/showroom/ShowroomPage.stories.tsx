import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowroomPage } from '../../../src/kinds/showroom/ShowroomPage';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, routeOf } from '../../support/site';

const argsFor = (id: string) => {
  const page = byId(catalogue.showroomPages, id);
  return { page, showroom: byId(catalogue.showrooms, page.showroom) };
};

const meta = {
  title: 'Pages/Showroom',
  component: ShowroomPage,
  args: argsFor('bethuadahari-headoffice'),
  decorators: [inLayout],
  parameters: { path: routeOf('bethuadahari-headoffice') },
} satisfies Meta<typeof ShowroomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Head office: photo; Address, Direction Map and Contact panels (Address open); four zoomable photos; a map. */
export const HeadOffice: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    const [first, ...rest] = args.page.panels.map((p) => main.getByRole('button', { name: p.heading }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    for (const header of rest) await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(args.showroom.pin, { exact: false })).toBeVisible();
    // Counted as pictures: each zoom button appears only once its (lazy) photo has loaded.
    const photos = within(main.getByRole('region', { name: args.page.photosHeading }));
    for (const photo of args.page.photos) await expect(photos.getByRole('img', { name: photo.alt })).toBeInTheDocument();
  },
};

/** /Bethuadahari: Address with phone, Direction Map, Contact us; two front photos. */
export const Bethuadahari: Story = { args: argsFor('bethuadahari'), parameters: { path: routeOf('bethuadahari') } };

/** The branch, with the same layout. */
export const Barnia: Story = { args: argsFor('barnia'), parameters: { path: routeOf('barnia') } };
