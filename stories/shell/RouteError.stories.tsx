import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteError } from '../../src/shell/RouteError';
import { catalogue, texts } from '../support/site';

function FailingPage(): never {
  throw new Error('a renderer failed while drawing the page');
}

const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
  // The route's error boundary is RouteError, as in the app; the page inside it throws.
  render: () => <FailingPage />,
  parameters: { path: catalogue.home.route, errorBoundary: RouteError },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page that fails says so and offers a reload, instead of a blank screen. The boundary draws only the
 * page body: in the site it sits inside the layout's <main>, so the chrome stays and is never drawn twice.
 */
export const PageFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.pageError.title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.pageError.body);
    await expect(canvas.getByRole('button', { name: texts.pageError.reload })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: texts.nav.label })).toBeNull();
  },
};
