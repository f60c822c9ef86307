import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../../src/kinds/home/HomePage';
import { inLayout } from '../../support/in-layout';
import { catalogue, routeOf } from '../../support/site';

const { home } = catalogue;

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [inLayout],
  parameters: { path: routeOf('home') },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the `home:` block, in its order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    for (const carousel of [home.hero, home.promo, home.showroomPhotos]) {
      await expect(main.getByRole('region', { name: carousel.label })).toHaveAttribute('aria-roledescription', 'carousel');
    }
    const sections = [
      home.categories.heading,
      home.trending.heading,
      home.gallery.heading,
      home.social.heading,
      home.videos.heading,
      home.showrooms.heading,
      home.showcase.heading,
    ];
    const headings = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    await expect(headings.filter((h) => sections.includes(h))).toEqual(sections);
    await expect(main.getByRole('link', { name: home.chatButton })).toBeVisible();
  },
};
