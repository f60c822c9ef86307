import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '../../../src/components/tabs/Tabs';
import { catalogue, example } from '../../support/site';
import { showroomItems } from '../../support/showroom-items';

// The contact page's tabs; a showroom tab holds that showroom's address, the enquiry tab the enquiry page's intro.
const contact = example('contact');
const items = contact.tabs.map((tab) => ({
  label: tab.label,
  content: tab.kind === 'showroom' ? showroomItems([tab.showroom])[0]!.content : <p>{catalogue.enquiry?.intro ?? tab.label}</p>,
}));

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: contact.heading, items },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected at first. */
export const Default: Story = {};

/** Arrow keys move selection and focus together and wrap; Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    const last = tabs.length - 1;
    const expectSelected = async (index: number) => {
      await expect(tabs[index]).toHaveAttribute('aria-selected', 'true');
      await expect(tabs[index]).toHaveFocus();
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(args.items[index]!.label);
      for (const [i, tab] of tabs.entries()) if (i !== index) await expect(tab).toHaveAttribute('aria-selected', 'false');
    };

    await step('Tab reaches the selected tab only', async () => {
      await userEvent.tab();
      await expectSelected(0);
    });
    // With a single tab every key keeps it selected: the wrap-around arithmetic covers that too.
    await step('ArrowRight selects the next tab', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expectSelected(1 % tabs.length);
    });
    await step('End and Home jump to the last and first tabs', async () => {
      await userEvent.keyboard('{End}');
      await expectSelected(last);
      await userEvent.keyboard('{Home}');
      await expectSelected(0);
    });
    await step('ArrowLeft on the first tab wraps to the last', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expectSelected(last);
    });
    await step('Tab leaves the tab list for the open panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
};
