import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBar } from '../../../src/components/chrome/NavBar';
import { navBarArgs } from '../../support/chrome';
import { routeOf, texts } from '../../support/site';

const meta = {
  title: 'Components/Chrome/NavBar',
  component: NavBar,
  args: navBarArgs,
  parameters: { path: routeOf('womens-wear') },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a category page: that link is marked as the current page. */
export const OnACategoryPage: Story = {};

/** Below desktop width the links fold behind the menu button; Escape folds them again. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: texts.nav.menu });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(texts.nav.closeMenu);
    const current = canvas.getByRole('link', { name: 'Womens Wear' });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
