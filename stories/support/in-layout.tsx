import type { Decorator } from '@storybook/react-vite';
import { SiteLayout } from '../../src/shell/SiteLayout';

/** A page story inside the site's chrome (top strip, navigation, footer), as visitors see it. */
export const inLayout: Decorator = (Story) => (
  <SiteLayout>
    <Story />
  </SiteLayout>
);
