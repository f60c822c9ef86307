import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../../src/components/chrome/Footer';
import { footerArgs } from '../../support/chrome';
import { byId, catalogue } from '../../support/site';

const { footer, shop } = catalogue;
const showrooms = footer.showrooms.map((id) => byId(catalogue.showrooms, id));
// Quick links without a target, shown as plain text.
const plain = footer.quickLinks.flatMap((l) => (typeof l !== 'string' && !l.to ? [l.label] : []));

const meta = {
  title: 'Components/Chrome/Footer',
  component: Footer,
  args: footerArgs,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Showroom addresses (all closed at first), link columns, counter and credits; a link without target is plain text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shop.footer.lastUpdate)).toBeVisible();
    for (const label of plain) await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    for (const showroom of showrooms)
      await expect(canvas.getByRole('button', { name: showroom.name })).toHaveAttribute('aria-expanded', 'false');
    for (const showroom of showrooms) {
      await userEvent.click(canvas.getByRole('button', { name: showroom.name }));
      await expect(canvas.getByText(showroom.pin, { exact: false })).toBeVisible();
    }
  },
};
