import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from '../../../src/components/accordion/Accordion';
import { accordionItems } from '../../support/accordion-items';

const items = accordionItems();

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, initiallyOpen: 0 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's showrooms (or a showroom page's panels), the first open. */
export const FirstOpen: Story = {};

export const AllClosed: Story = { args: { initiallyOpen: null } };

/** Opening a second panel closes the first: one panel at a time. */
export const OnePanelAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = args.items.map((i) => i.heading);
    const header = (name: string) => canvas.getByRole('button', { name });
    await expect(header(first!)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header(second!));
    await expect(header(second!)).toHaveAttribute('aria-expanded', 'true');
    await expect(header(first!)).toHaveAttribute('aria-expanded', 'false');
    // A closed panel is hidden, so only the open one is a region.
    await expect(canvas.getByRole('region', { name: second })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: first })).toBeNull();
  },
};
