import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigCarousel } from '../../../src/kinds/home/ConfigCarousel';
import { homeSection } from '../../support/home-sections';

const meta = {
  title: 'Pages/Parts/Home/ConfigCarousel',
  component: ConfigCarousel,
  args: { carousel: homeSection('carousel', 0), eager: true },
} satisfies Meta<typeof ConfigCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first carousel section of the home page (it opens the page, so its first picture loads at once). */
export const Hero: Story = {};

/** The second, narrow one. */
export const Promo: Story = { args: { carousel: homeSection('carousel', 1), eager: false } };
