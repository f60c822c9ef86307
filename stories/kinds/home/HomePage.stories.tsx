import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../../src/kinds/home/HomePage';
import type { HomeConfig } from '../../../src/kinds/catalogue/schema';
import { CatalogueProvider } from '../../../src/kinds/shell/catalogue-context';
import { homeSection } from '../../support/home-sections';
import { inLayout } from '../../support/in-layout';
import { catalogue, routeOf } from '../../support/site';

const { home } = catalogue;

/** The page with other `home.sections` than the shipped ones (the chrome keeps the real catalogue). */
const withSections =
  (sections: HomeConfig['sections']): Decorator =>
  (Story) => (
    <CatalogueProvider catalogue={{ ...catalogue, home: { ...home, sections } }}>
      <Story />
    </CatalogueProvider>
  );

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('main')!).getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
const carouselLabels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('main [aria-roledescription="carousel"]')].map((c) => c.getAttribute('aria-label'));

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [inLayout],
  parameters: { path: routeOf('home') },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the shipped `home.sections`, in its order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    const carousels = [homeSection('carousel', 0), homeSection('carousel', 1), homeSection('showrooms').photos!];
    await expect(carouselLabels(canvasElement)).toEqual(carousels.map((c) => c.label));
    const sections = home.sections.flatMap((s) => ('heading' in s ? [s.heading] : []));
    await expect(headings(canvasElement).filter((h) => sections.includes(h))).toEqual(sections);
    await expect(main.getByRole('link', { name: homeSection('chat-button').label })).toBeVisible();
  },
};

const few = [homeSection('category-cards'), homeSection('gallery'), homeSection('showcase')];

/** A shop with no carousels and no chat button: three sections only. */
export const ThreeSections: Story = {
  decorators: [withSections(few)],
  play: async ({ canvasElement }) => {
    await expect(headings(canvasElement)).toEqual(few.map((s) => s.heading));
    await expect(carouselLabels(canvasElement)).toEqual([]);
  },
};

const reordered = [homeSection('showcase'), homeSection('gallery'), homeSection('carousel', 1), homeSection('embeds', 1), homeSection('embeds', 0)];

/** The same section types in another order, one of them twice. */
export const Reordered: Story = {
  decorators: [withSections(reordered)],
  play: async ({ canvasElement }) => {
    await expect(headings(canvasElement)).toEqual(reordered.flatMap((s) => ('heading' in s ? [s.heading] : [])));
    await expect(carouselLabels(canvasElement)).toEqual([homeSection('carousel', 1).label]);
  },
};
