import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomAddress } from '../../../src/components/showroom/ShowroomAddress';
import { telHref } from '../../../src/domain/templates';
import { byId, catalogue, texts } from '../../support/site';

const headOffice = byId(catalogue.showrooms, 'head-office');
const branch = byId(catalogue.showrooms, 'branch');

const meta = {
  title: 'Components/ShowroomAddress',
  component: ShowroomAddress,
  args: { lines: headOffice.address, pin: { label: texts.showroom.pin, value: headOffice.pin } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address lines and pin code only (a showroom page's Address panel). */
export const AddressOnly: Story = {};

/** With its name, phone and direction link (the footer and home accordions). */
export const Full: Story = {
  args: {
    name: branch.name,
    lines: branch.address,
    pin: { label: texts.showroom.pin, value: branch.pin },
    phone: { label: texts.showroom.phone, display: branch.phone, href: telHref(branch.phone) },
    directions: { label: texts.showroom.directions, href: branch.directions },
  },
};
