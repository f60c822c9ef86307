import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBar } from '../../../src/components/chrome/NavBar';
import { navBarArgs } from '../../support/chrome';
import { example, texts } from '../../support/site';

// The first menu page other than home, with the label the menu gives it.
const page = example('navPage');
const link = navBarArgs.links.find((l) => l.href === page.route)!;

const meta = {
  title: 'Components/Chrome/NavBar',
  component: NavBar,
  args: navBarArgs,
  parameters: { path: page.route },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first menu page after home: that link is marked as the current page. */
export const OnAMenuPage: Story = {};

/** Below desktop width the links fold behind the menu button; Escape folds them again. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: texts.nav.menu });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(texts.nav.closeMenu);
    const current = canvas.getByRole('link', { name: link.label });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
