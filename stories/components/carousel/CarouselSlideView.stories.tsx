import type { Meta, StoryObj } from '@storybook/react-vite';
import { CarouselSlideView } from '../../../src/components/carousel/CarouselSlideView';
import { carouselArgs } from '../../support/carousel';
import { example } from '../../support/site';

const meta = {
  title: 'Components/Carousel/CarouselSlideView',
  component: CarouselSlideView,
  args: { slide: carouselArgs(example('carousel')).slides[0]!, shown: true, opacity: 1, eager: true },
  // A slide is absolutely placed inside the carousel's frame.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', maxWidth: 480, aspectRatio: '2 / 1', margin: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarouselSlideView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible slide of a fade. */
export const Shown: Story = {};

/** Half-way through a fade. */
export const Fading: Story = { args: { opacity: 0.5 } };
