import type { ComponentType } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import catalogue from 'virtual:catalogue';
import '../src/theme/vendor-styles';
import { Providers } from '../src/app/Providers';
import { createDemoSource } from '../src/data/demo/demo-source';
import { StoryRouter } from './StoryRouter';
import { ZoomViewer } from '../src/components/zoom/ZoomViewer';
import { zoomProps } from '../src/shell/zoom-props';

const zoom = zoomProps(catalogue);

// Play functions wait for conditions (findBy*, waitFor); this is only their ceiling, generous for a
// loaded machine (Testing Library's own is 1 s). vitest.config.ts gives each story's test room for several.
configure({ asyncUtilTimeout: 10_000 });

// One source for the whole Storybook session, as in the app; stories that need
// another state of the data seam wrap themselves in their own SourceProvider.
const demoSource = createDemoSource();

// The real catalogue, but without the enquiry form's minimum time: play functions type faster than a person.
const storyCatalogue = catalogue.enquiries ? { ...catalogue, enquiries: { ...catalogue.enquiries, minSeconds: 0 } } : catalogue;

/**
 * The site's providers (real catalogue, its `theme:` block as CSS custom properties on :root,
 * demo data) and a router at `parameters.path`, with
 * `parameters.errorBoundary` as the route's boundary, and the page's zoom viewer.
 */
const withSite: Decorator = (Story, { parameters }) => (
  <Providers catalogue={storyCatalogue} page={storyCatalogue} source={demoSource}>
    <StoryRouter
      key={String(parameters.path)}
      path={typeof parameters.path === 'string' ? parameters.path : '/'}
      errorBoundary={parameters.errorBoundary as ComponentType | undefined}
    >
      <Story />
      {/* As in the site layout: the page's one viewer for every photo that opens full screen. */}
      <ZoomViewer closeLabel={zoom.closeLabel} margin={zoom.margin} swipeThreshold={zoom.swipeThreshold} />
    </StoryRouter>
  </Providers>
);

const preview: Preview = {
  decorators: [withSite],
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
