import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusMessage } from '../../../src/components/feedback/StatusMessage';
import { fillTemplate } from '../../../src/domain/templates';
import { texts } from '../../support/site';

const meta = {
  title: 'Components/Feedback/StatusMessage',
  component: StatusMessage,
  args: { tone: 'info', children: texts.list.noMatch },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status, e.g. no search match. */
export const Info: Story = {};

/** A failure, announced at once (role alert). */
export const Error: Story = {
  args: { tone: 'error', children: fillTemplate(texts.list.loadFailed, { message: 'no answer within 15 s' }) },
};
