import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from '../../../src/kinds/contact/ContactPage';
import { mailHref, telHref } from '../../../src/domain/templates';
import { inLayout } from '../../support/in-layout';
import { byId, catalogue, example } from '../../support/site';

const contact = example('contact');
type Tab = (typeof contact.tabs)[number];

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  args: { contact },
  decorators: [inLayout],
  parameters: { path: contact.route },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);

/** What a tab's panel shows: a showroom's postal code, chat link and the extras the config asks for; else the form. */
async function expectPanelOf(canvasElement: HTMLElement, tab: Tab) {
  const panel = within(main(canvasElement).getByRole('tabpanel', { name: tab.label }));
  if (tab.kind === 'enquiry') {
    await expect(panel.getByRole('button', { name: catalogue.texts.enquiry.submit })).toBeVisible();
    return;
  }
  await expect(panel.getByText(byId(catalogue.showrooms, tab.showroom).pin, { exact: false })).toBeVisible();
  await expect(panel.getByRole('link', { name: contact.chatLabel })).toBeVisible();
  const { email, phones } = catalogue.shop;
  if (tab.extras.includes('email')) await expect(panel.getByRole('link', { name: email })).toHaveAttribute('href', mailHref(email));
  if (tab.extras.includes('business-phone'))
    await expect(panel.getByRole('link', { name: phones.business })).toHaveAttribute('href', telHref(phones.business));
}

/** The help centre with its first tab selected. */
export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const [first] = contact.tabs;
    await expect(main(canvasElement).getByRole('tab', { name: first!.label })).toHaveAttribute('aria-selected', 'true');
    await expectPanelOf(canvasElement, first!);
  },
};

/** Every tab in turn: each panel shows its own showroom (or the enquiry form). */
export const EveryTab: Story = {
  play: async ({ canvasElement }) => {
    for (const tab of contact.tabs) {
      await userEvent.click(main(canvasElement).getByRole('tab', { name: tab.label }));
      await expectPanelOf(canvasElement, tab);
    }
  },
};
