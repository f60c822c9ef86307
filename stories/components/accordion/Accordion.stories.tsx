import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from '../../../src/components/accordion/Accordion';
import { homeSection } from '../../support/home-sections';
import { catalogue } from '../../support/site';
import { showroomItems } from '../../support/showroom-items';

const items = showroomItems(homeSection('showrooms').items);

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, initiallyOpen: 0 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};

export const AllClosed: Story = { args: { initiallyOpen: null } };

/** Opening a second panel closes the first: one panel at a time. */
export const OnePanelAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = items.map((i) => canvas.getByRole('button', { name: i.heading }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(catalogue.showrooms[1]!.address[0]!)).toBeVisible();
    await expect(canvas.queryByText(catalogue.showrooms[0]!.address[0]!)).not.toBeVisible();
  },
};
