import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopStrip } from '../../../src/components/chrome/TopStrip';
import { topStripArgs } from '../../support/chrome';

const meta = {
  title: 'Components/Chrome/TopStrip',
  component: TopStrip,
  args: topStripArgs,
} satisfies Meta<typeof TopStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Helpline phone link and the shop's social links. */
export const Default: Story = {};
