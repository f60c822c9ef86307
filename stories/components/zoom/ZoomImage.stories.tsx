import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ZoomImage } from '../../../src/components/zoom/ZoomImage';
import { example, texts } from '../../support/site';

const meta = {
  title: 'Components/ZoomImage',
  component: ZoomImage,
  args: {
    image: example('photo'),
    openLabel: texts.zoom.open,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ZoomImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard: opens full screen in a dialog; Escape closes it and focus returns. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    // The dialog is portalled to <body>, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    // The photo's own button, named '<label>: <alt>'; the page's one viewer (in the preview's decorators) opens it.
    const open = await within(canvasElement).findByRole('button', { name: (n) => n.startsWith(args.openLabel) });
    // The button shows only when focused: keyboard visitors reach it, pointer visitors click the photo.
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: texts.zoom.close })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** A click on the photo opens it too; a click on the zoomed image closes it. */
export const ClickPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await within(canvasElement).findByRole('button', { name: (n) => n.startsWith(args.openLabel) });
    await userEvent.click(within(canvasElement).getByRole('img', { name: args.image.alt }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('img', { name: args.image.alt }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
