import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotOwner } from '../../../src/components/owner/NotOwner';
import { ownerTexts as texts, sampleShop } from '../../support/owner-inbox';

const meta = {
  title: 'Components/Owner/NotOwner',
  component: NotOwner,
  args: { texts, email: 'someone@example.com', shop: sampleShop.name },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotOwner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in account that is not an owner: one sentence, no data. */
export const NotAnOwner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('someone@example.com is not an owner of');
  },
};
