import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../../src/kinds/home/HomePage';
import type { HomeConfig } from '../../../src/kinds/home/kind';
import { inLayout } from '../../support/in-layout';
import { catalogue } from '../../support/site';

type Sections = HomeConfig['sections'];
const { home } = catalogue;

/** The page's entry with other `home.sections` than the shop's. */
const withSections = (sections: Sections) => ({ entry: { ...home, sections } });

// What the sections should draw: their h2 headings, and their carousels (a showrooms section may hold one).
const headingsOf = (sections: Sections) => sections.flatMap((s) => ('heading' in s ? [s.heading] : []));
const carouselsOf = (sections: Sections) =>
  sections.flatMap((s) => (s.type === 'carousel' ? [s.label] : s.type === 'showrooms' && s.photos ? [s.photos.label] : []));

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('main')!)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '');
const carouselLabels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('main [aria-roledescription="carousel"]')].map((c) => c.getAttribute('aria-label'));

/** The sections' headings and carousels, in this order. */
async function expectSections(canvasElement: HTMLElement, sections: Sections) {
  const wanted = headingsOf(sections);
  await expect(headings(canvasElement).filter((h) => wanted.includes(h))).toEqual(wanted);
  await expect(carouselLabels(canvasElement)).toEqual(carouselsOf(sections));
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [inLayout],
  args: { entry: home },
  parameters: { path: home.route },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the shop's `home.sections`, in its order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSections(canvasElement, home.sections);
    const main = within(canvasElement.querySelector('main')!);
    for (const s of home.sections) if (s.type === 'chat-button') await expect(main.getByRole('link', { name: s.label })).toBeVisible();
  },
};

const still = home.sections.filter((s) => s.type !== 'carousel' && s.type !== 'chat-button');

/** The same page without its carousel sections and chat button: any subset of sections draws. */
export const NoCarousels: Story = {
  args: withSections(still),
  play: async ({ canvasElement }) => expectSections(canvasElement, still),
};

const reversed = [...home.sections].reverse();

/** The same sections in the opposite order: the page follows the config's order. */
export const Reversed: Story = {
  args: withSections(reversed),
  play: async ({ canvasElement }) => expectSections(canvasElement, reversed),
};
