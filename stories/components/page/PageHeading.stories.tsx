import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading, SectionHeading } from '../../../src/components/page/PageHeading';
import { homeSection } from '../../support/home-sections';
import { catalogue } from '../../support/site';

const meta = {
  title: 'Components/Page/PageHeading',
  component: PageHeading,
  args: { children: catalogue.home.heading },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one h1 of a page. */
export const Page: Story = {};

/** A section's h2 under it. */
export const Section: Story = {
  render: () => (
    <>
      <PageHeading>{catalogue.home.heading}</PageHeading>
      <SectionHeading>{homeSection('category-cards').heading}</SectionHeading>
    </>
  ),
};
