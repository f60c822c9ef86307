import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowcaseCards } from '../../../src/kinds/showcase/ShowcaseCards';
import { example } from '../../support/site';

const meta = {
  title: 'Pages/Parts/ShowcaseCards',
  component: ShowcaseCards,
  args: { showcase: example('showcase') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowcaseCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the showcase page heading (card titles are h2). */
export const OnShowcasePage: Story = {};

/** In a home page section (card titles are h3). */
export const OnHome: Story = { args: { headingLevel: 3 } };
