import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from '../../../src/kinds/contact/ContactPage';
import { labelOf, VISITOR } from '../../support/fill-enquiry';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, present, routeOf } from '../../support/site';

const contact = present(catalogue.contact, 'contact');
const tabLabels = contact.tabs.map((t) => t.label);

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  args: { contact },
  decorators: [inLayout],
  parameters: { path: routeOf('contact') },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);

/** Help centre with BETHUADAHARI selected: address, phone, chat link, business phone, e-mail, map. */
export const Bethuadahari: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('tab', { name: tabLabels[0] })).toHaveAttribute('aria-selected', 'true');
    const panel = within(page.getByRole('tabpanel'));
    await expect(panel.getByText(byId(catalogue.showrooms, 'head-office').pin, { exact: false })).toBeVisible();
    await expect(panel.getByRole('link', { name: catalogue.shop.email })).toHaveAttribute('href', `mailto:${catalogue.shop.email}`);
  },
};

/** BARNIA: its own address, phone and chat link. */
export const Barnia: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('tab', { name: tabLabels[1] }));
    const panel = within(page.getByRole('tabpanel'));
    await expect(panel.getByText(byId(catalogue.showrooms, 'branch').pin, { exact: false })).toBeVisible();
    await expect(panel.getByRole('link', { name: contact.chatLabel })).toBeVisible();
  },
};

/** ENQUERIES: the enquiry form; what the visitor typed survives a trip to another tab and back. */
export const Enqueries: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const enquiries = page.getByRole('tab', { name: tabLabels[2] });
    await userEvent.click(enquiries);
    const name = within(page.getByRole('tabpanel')).getByLabelText(labelOf('title'));
    await userEvent.type(name, VISITOR.title!);
    await userEvent.click(page.getByRole('tab', { name: tabLabels[0] }));
    await userEvent.click(enquiries);
    await expect(within(page.getByRole('tabpanel')).getByLabelText(labelOf('title'))).toHaveValue(VISITOR.title);
  },
};
