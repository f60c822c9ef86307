import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigCarousel } from '../../../src/kinds/home/ConfigCarousel';
import { catalogue } from '../../support/site';

const meta = {
  title: 'Pages/Parts/Home/ConfigCarousel',
  component: ConfigCarousel,
  args: { carousel: catalogue.home.hero, eager: true },
} satisfies Meta<typeof ConfigCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `home.hero` block as a carousel. */
export const Hero: Story = {};

export const Promo: Story = { args: { carousel: catalogue.home.promo, eager: false } };
