import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomTab } from '../../../src/kinds/contact/ShowroomTab';
import { example } from '../../support/site';

const args = example('showroomTab');

const meta = {
  title: 'Pages/Parts/ShowroomTab',
  component: ShowroomTab,
  args,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page's first showroom tab, with the extras the config asks for (business phone, e-mail, map). */
export const FirstShowroom: Story = {};

/** No extras: address, phone and chat link only. */
export const Plain: Story = { args: { tab: { ...args.tab, extras: [] } } };
