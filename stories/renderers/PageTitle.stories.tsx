import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageTitle } from '../../src/renderers/PageTitle';
import { catalogue, texts } from '../support/site';

const meta = {
  title: 'Pages/Parts/PageTitle',
  component: PageTitle,
  args: { title: 'Saree' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders nothing visible: React hoists the <title> into the document head (see the browser tab). */
export const ListPage: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.title).toBe(`${args.title}${texts.siteTitleSeparator}${catalogue.site.title}`));
  },
};

/** The home page's title is the site title alone. */
export const Home: Story = { args: { title: catalogue.site.title } };
