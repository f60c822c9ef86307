import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomPhoto } from '../../../src/components/showroom/ShowroomPhoto';
import { byId, catalogue } from '../../support/site';

const meta = {
  title: 'Components/Showroom/ShowroomPhoto',
  component: ShowroomPhoto,
  args: { image: byId(catalogue.showrooms, 'head-office').photo },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShowroomPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadOffice: Story = {};

export const Branch: Story = { args: { image: byId(catalogue.showrooms, 'branch').photo } };
