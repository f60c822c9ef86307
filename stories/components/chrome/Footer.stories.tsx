import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../../src/components/chrome/Footer';
import { footerArgs } from '../../support/chrome';
import { catalogue } from '../../support/site';

const meta = {
  title: 'Components/Chrome/Footer',
  component: Footer,
  args: footerArgs,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Showroom addresses (all closed at first), link columns, counter and credits; 'Career' is plain text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(catalogue.shop.footer.lastUpdate)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Career' })).toBeNull();
    const headOffice = canvas.getByRole('button', { name: catalogue.showrooms[0]!.name });
    await expect(headOffice).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(headOffice);
    await expect(canvas.getByText(catalogue.showrooms[0]!.pin, { exact: false })).toBeVisible();
  },
};
