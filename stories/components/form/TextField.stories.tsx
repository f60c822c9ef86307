import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../../../src/components/form/TextField';
import { texts } from '../../support/site';

const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  args: { label: texts.enquiry.name, name: 'name', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {};

/** Marked after 'All fields are mandatory!' while still blank. */
export const Invalid: Story = { args: { label: texts.enquiry.mobile, name: 'mobile', type: 'tel', inputMode: 'tel', invalid: true } };

/** The comment box. */
export const Multiline: Story = { args: { label: texts.enquiry.comment, name: 'comment', multiline: true } };
