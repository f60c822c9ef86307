import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomAddress } from '../../../src/components/showroom/ShowroomAddress';
import { telHref } from '../../../src/domain/templates';
import { example, texts } from '../../support/site';

const showroom = example('showroom');

const meta = {
  title: 'Components/ShowroomAddress',
  component: ShowroomAddress,
  args: { lines: showroom.address, pin: { label: texts.showroom.pin, value: showroom.pin } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address lines and postal code only (a showroom page's Address panel). */
export const AddressOnly: Story = {};

/** With its name, phone and direction link (the footer and home accordions). */
export const Full: Story = {
  args: {
    name: showroom.name,
    phone: { label: texts.showroom.phone, display: showroom.phone, href: telHref(showroom.phone) },
    directions: { label: texts.showroom.directions, href: showroom.directions },
  },
};
