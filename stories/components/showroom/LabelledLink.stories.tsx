import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelledLink } from '../../../src/components/showroom/LabelledLink';
import { mailHref, telHref } from '../../../src/domain/templates';
import { catalogue, shop, present } from '../../support/site';

const meta = {
  title: 'Components/Showroom/LabelledLink',
  component: LabelledLink,
  args: { label: present(catalogue.contact, 'contact').businessPhone, text: shop.phones.business, href: telHref(shop.phones.business) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LabelledLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusinessPhone: Story = {};

export const HelpEmail: Story = { args: { label: present(catalogue.contact, 'contact').emailLabel, text: shop.email, href: mailHref(shop.email) } };
