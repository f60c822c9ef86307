import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeSection } from '../../../../src/kinds/home/sections/HomeSection';
import { catalogue, example } from '../../../support/site';

const meta = {
  title: 'Pages/Parts/Home/HomeSection',
  component: HomeSection,
  args: { heading: example('headedSection').heading, children: <p>{catalogue.site.description}</p> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled band (the home page's first section heading), named by its heading. */
export const Titled: Story = {};
