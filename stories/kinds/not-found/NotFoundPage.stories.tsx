import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from '../../../src/kinds/not-found/NotFoundPage';
import { inLayout } from '../../support/in-layout';
import { catalogue, texts } from '../../support/site';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  decorators: [inLayout],
  parameters: { path: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path, inside the chrome, with a way home. */
export const Default: Story = {
  args: { entry: texts.notFound },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('heading', { level: 1, name: texts.notFound.title })).toBeVisible();
    await expect(main.getByRole('link', { name: texts.notFound.home })).toHaveAttribute('href', catalogue.home.route);
  },
};
