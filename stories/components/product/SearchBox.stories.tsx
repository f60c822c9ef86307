import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from '../../../src/components/product/SearchBox';
import { texts } from '../../support/site';

const meta = {
  title: 'Components/Product/SearchBox',
  component: SearchBox,
  args: { label: texts.list.search, placeholder: texts.list.searchPlaceholder, value: '', onChange: fn() },
  parameters: { layout: 'padded' },
  // The field is controlled; the story holds its value as a list page does.
  render: function Render(args: SearchBoxProps) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field is named 'Search' (the e2e tests and screen readers find it so). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: texts.list.search });
    await userEvent.type(box, 'silk');
    await expect(box).toHaveValue('silk');
    await expect(args.onChange).toHaveBeenLastCalledWith('silk');
  },
};

export const WithText: Story = { args: { value: 'cotton' } };
