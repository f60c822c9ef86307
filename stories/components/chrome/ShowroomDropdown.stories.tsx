import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShowroomDropdown } from '../../../src/components/chrome/ShowroomDropdown';
import { navBarArgs } from '../../support/chrome';

const meta = {
  title: 'Components/Chrome/ShowroomDropdown',
  component: ShowroomDropdown,
  args: navBarArgs.showrooms,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The button discloses the showroom links; Escape closes and returns focus to it. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: new RegExp(args.label) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const link of args.links) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
