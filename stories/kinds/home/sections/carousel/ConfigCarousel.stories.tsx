import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigCarousel } from '../../../../../src/kinds/home/sections/carousel/ConfigCarousel';
import { example } from '../../../../support/site';

const meta = {
  title: 'Pages/Parts/Home/ConfigCarousel',
  component: ConfigCarousel,
  args: { carousel: example('carousel'), eager: true },
} satisfies Meta<typeof ConfigCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's first turning carousel, opening the page: its first picture loads at once. */
export const Hero: Story = {};

/** The same carousel further down the page: its pictures wait until needed. */
export const Lazy: Story = { args: { eager: false } };
