import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomTab } from '../../../src/kinds/contact/ShowroomTab';
import { byId, catalogue, present } from '../../support/site';

const contact = present(catalogue.contact, 'contact');
type ShowroomTabConfig = Extract<(typeof contact.tabs)[number], { kind: 'showroom' }>;
const tabs = contact.tabs.filter((t): t is ShowroomTabConfig => t.kind === 'showroom');
const argsFor = (tab: ShowroomTabConfig) => ({ tab, showroom: byId(catalogue.showrooms, tab.showroom), contact });

const meta = {
  title: 'Pages/Parts/ShowroomTab',
  component: ShowroomTab,
  args: argsFor(tabs[0]!),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the extras the config asks for: business phone, help e-mail and a map. */
export const WithExtras: Story = {};

/** No extras: address, phone and chat link only. */
export const Plain: Story = { args: argsFor(tabs[1]!) };
