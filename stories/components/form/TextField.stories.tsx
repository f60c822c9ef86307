import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../../../src/components/form/TextField';
import type { EnquiryFieldSpec } from '../../../src/components/form/enquiry-values';
import { fieldInput } from '../../../src/components/form/field-input';
import { fields } from '../../support/fill-enquiry';

/** A configured field as the enquiry form draws it (the form's own kind-to-input mapping). */
const argsFor = (field: EnquiryFieldSpec) => ({
  ...fieldInput(field),
  label: field.label,
  name: field.name,
  required: field.required,
  maxLength: field.maxLength,
});

const line = fields.find((f) => f.kind !== 'textarea') ?? fields[0]!;
const box = fields.find((f) => f.kind === 'textarea');

const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  args: { ...argsFor(line), value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's first one-line field. */
export const OneLine: Story = {};

/** Marked after `texts.enquiry.mandatory` while still blank. */
export const Invalid: Story = { args: { invalid: true } };

/** The form's comment box (the first field drawn as one, if the form has none). */
export const Multiline: Story = { args: box ? argsFor(box) : { multiline: true } };

/** A field the config leaves optional: not announced as required. */
export const Optional: Story = { args: { required: false } };
