import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignIn } from '../../../src/components/owner/SignIn';
import { ownerTexts as texts, sampleShop } from '../../support/owner-inbox';

const t = texts.signIn;

const meta = {
  title: 'Components/Owner/SignIn',
  component: SignIn,
  args: {
    texts,
    shop: sampleShop.name,
    mode: 'firebase',
    step: 'idle',
    onSendLink: fn(),
    onConfirm: fn(),
    onGoogle: fn(),
    onDemo: fn(),
    onRestart: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the e-mail link (the way that always works) and Google. */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.type(panel.getByLabelText(t.emailLabel), 'owner@example.com');
    await userEvent.click(panel.getByRole('button', { name: t.sendLink }));
    await expect(args.onSendLink).toHaveBeenCalledWith('owner@example.com');
  },
};

/** The link is on its way. */
export const Sending: Story = { args: { step: 'sending' } };

/** "Check your e-mail". */
export const Sent: Story = {
  args: { step: 'sent', sentTo: 'owner@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('owner@example.com');
  },
};

/** The link was opened in another browser or app: the address is asked again. */
export const AskedAgain: Story = { args: { step: 'confirm' } };

/** A link or Google's redirect being finished. */
export const Completing: Story = { args: { step: 'completing' } };

/** A failure, in its own words; the form stays. */
export const LinkExpired: Story = {
  args: { error: texts.signInFailure.linkExpired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.signInFailure.linkExpired);
  },
};

/** Demo mode (no Firebase settings): one button, clearly labelled. */
export const Demo: Story = {
  args: { mode: 'demo' },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(t.demoNotice)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: t.demo }));
    await expect(args.onDemo).toHaveBeenCalledOnce();
  },
};
