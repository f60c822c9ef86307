import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelledLink } from '../../../src/components/showroom/LabelledLink';
import { mailHref, telHref } from '../../../src/domain/templates';
import { example, shop } from '../../support/site';

const { contact } = example('showroomTab');

const meta = {
  title: 'Components/Showroom/LabelledLink',
  component: LabelledLink,
  args: { label: contact.businessPhone, text: shop.phones.business, href: telHref(shop.phones.business) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LabelledLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusinessPhone: Story = {};

export const HelpEmail: Story = { args: { label: contact.emailLabel, text: shop.email, href: mailHref(shop.email) } };
