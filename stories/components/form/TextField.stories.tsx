import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../../../src/components/form/TextField';
import { labelOf } from '../../support/fill-enquiry';

const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  args: { label: labelOf('title'), name: 'title', value: '', onChange: fn(), required: true, maxLength: 100 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {};

/** Marked after 'All fields are mandatory!' while still blank. */
export const Invalid: Story = { args: { label: labelOf('mobile'), name: 'mobile', type: 'tel', inputMode: 'tel', maxLength: 20, invalid: true } };

/** The comment box. */
export const Multiline: Story = { args: { label: labelOf('enquiry'), name: 'enquiry', multiline: true, maxLength: 2000 } };

/** A field the config leaves optional: not announced as required. */
export const Optional: Story = { args: { label: 'Anything else?', name: 'note', required: false } };
