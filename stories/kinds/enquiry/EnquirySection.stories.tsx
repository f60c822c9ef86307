import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnquirySection } from '../../../src/kinds/enquiry/EnquirySection';

const meta = {
  title: 'Pages/Parts/EnquirySection',
  component: EnquirySection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnquirySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the config's texts, storing into the configured collection (demo data here). */
export const Default: Story = {};
