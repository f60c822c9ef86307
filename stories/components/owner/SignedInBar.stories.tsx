import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignedInBar } from '../../../src/components/owner/SignedInBar';
import { ownerTexts as texts } from '../../support/owner-inbox';

const meta = {
  title: 'Components/Owner/SignedInBar',
  component: SignedInBar,
  args: { texts, email: 'owner@example.com', onSignOut: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignedInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who is signed in, and Sign out. */
export const SignedIn: Story = {};

/** The demo owner, marked as such. */
export const Demo: Story = { args: { email: 'the-demo-owner@demo.example', demo: true } };
