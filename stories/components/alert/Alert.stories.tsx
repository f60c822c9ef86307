import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../../src/components/alert/Alert';
import { texts } from '../../support/site';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'success', message: texts.enquiry.success, dismissLabel: texts.enquiry.dismiss, onDismiss: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green and polite (role status). */
export const Success: Story = {};

/** Red and assertive (role alert); the close button dismisses it. */
export const Error: Story = {
  args: { tone: 'error', message: texts.enquiry.mandatory },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.message);
    await userEvent.click(within(alert).getByRole('button', { name: args.dismissLabel }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
