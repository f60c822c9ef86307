import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../../../src/components/carousel/Carousel';
import { carouselArgs } from '../../support/carousel';
import { example, texts } from '../../support/site';

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { ...carouselArgs(example('carousel')), eager: true },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide a sighted visitor sees: the only slide not hidden from assistive technology. */
const shownSlide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group').getAttribute('aria-label');

/** The home page's first carousel of two slides or more, each slide for its own interval. */
export const Main: Story = {};

/** Next and previous move one slide and wrap around; the rotation button pauses the show. */
export const Controls: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const count = args.slides.length;
    const label = (n: number) => args.slides[n - 1]!.label;
    await expect(canvas.getByRole('region', { name: args.label })).toHaveAttribute('aria-roledescription', 'carousel');

    await step('pause, so only the buttons move it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: texts.carousel.pause }));
      await expect(canvas.getByRole('button', { name: texts.carousel.play })).toBeInTheDocument();
    });
    await expect(shownSlide(canvasElement)).toBe(label(1));

    await step('next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: texts.carousel.next }));
      await waitFor(() => expect(shownSlide(canvasElement)).toBe(label(2)));
    });
    await step('previous twice wraps to the last slide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: texts.carousel.previous }));
      await waitFor(() => expect(shownSlide(canvasElement)).toBe(label(1)));
      await userEvent.click(canvas.getByRole('button', { name: texts.carousel.previous }));
      await waitFor(() => expect(shownSlide(canvasElement)).toBe(label(count)));
    });
  },
};
