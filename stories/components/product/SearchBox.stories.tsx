import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from '../../../src/components/product/SearchBox';
import { demoProducts } from '../../support/demo-products';
import { example, texts } from '../../support/site';

// What a visitor might type: a word of the first list's first product.
const [product] = demoProducts(example('list').collection);
const word = product!.title.split(/\s+/)[0]!.toLocaleLowerCase();

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

/** The field is named `texts.list.search` (the e2e tests and screen readers find it so). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: texts.list.search });
    await userEvent.type(box, word);
    await expect(box).toHaveValue(word);
    await expect(args.onChange).toHaveBeenLastCalledWith(word);
  },
};

export const WithText: Story = { args: { value: product!.title } };
