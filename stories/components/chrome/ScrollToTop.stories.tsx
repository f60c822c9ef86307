import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from '../../../src/components/chrome/ScrollToTop';
import { catalogue, texts } from '../../support/site';

const meta = {
  title: 'Components/Chrome/ScrollToTop',
  component: ScrollToTop,
  args: { label: texts.scrollTop, showAfter: catalogue.settings.scrollTopAfterPx },
  // A page tall enough to scroll; the button is fixed to the bottom right.
  decorators: [
    (Story) => (
      <div style={{ height: '300vh', padding: 16 }}>
        <p>Scroll down: the button appears.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; appears past `showAfter` px and brings the page back to the top. */
export const AppearsWhenScrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    win.scrollTo(0, 0);
    await expect(canvas.queryByRole('button', { name: args.label })).toBeNull();
    win.scrollTo(0, args.showAfter + 200);
    const button = await canvas.findByRole('button', { name: args.label });
    await userEvent.click(button);
    await waitFor(() => expect(win.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: args.label })).toBeNull());
  },
};
