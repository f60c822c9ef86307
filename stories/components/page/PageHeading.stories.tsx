import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading, SectionHeading } from '../../../src/components/page/PageHeading';
import { catalogue, examples, texts } from '../../support/site';

// A home section's heading; a home page without one still has the footer's column headings.
const section = examples.headedSection?.heading ?? texts.footer.quickLinks;

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
      <SectionHeading>{section}</SectionHeading>
    </>
  ),
};
