import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from '../../src/components/page/PageHeading';
import { Container } from '../../src/components/page/Container';
import { SiteLayout } from '../../src/shell/SiteLayout';
import { catalogue, texts } from '../support/site';

const meta = {
  title: 'Pages/SiteLayout',
  component: SiteLayout,
  args: {
    children: (
      <Container>
        <PageHeading>{catalogue.home.heading}</PageHeading>
        <p>{catalogue.site.description}</p>
      </Container>
    ),
  },
  parameters: { path: catalogue.home.route },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chrome of every page: skip link, top strip, navigation, footer, scroll-to-top. */
export const Chrome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: texts.skipToContent })).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('navigation', { name: texts.nav.label })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(catalogue.shop.footer.lastUpdate);
  },
};
