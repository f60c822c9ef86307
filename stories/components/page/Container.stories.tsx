import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../../../src/components/page/Container';
import { catalogue } from '../../support/site';

const meta = {
  title: 'Components/Page/Container',
  component: Container,
  args: { children: <p>{catalogue.site.description}</p> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page-width column with side gutters every section sits in. */
export const Default: Story = {};
