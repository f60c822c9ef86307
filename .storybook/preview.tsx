import type { ComponentType, ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import catalogue from 'virtual:catalogue';
import '../src/theme/vendor-styles';
import { Providers } from '../src/app/Providers';
import { createDemoSource } from '../src/data/demo/demo-source';
import { StoryRouter } from './StoryRouter';
import { ZoomViewer } from '../src/components/zoom/ZoomViewer';
import { zoomProps } from '../src/shell/zoom-props';
import { argsIn, storyCatalogues, storyLanguages } from './story-language';

// Play functions wait for conditions (findBy*, waitFor); this is only their ceiling, generous for a
// loaded machine (Testing Library's own is 1 s). vitest.config.ts gives each story's test room for several.
configure({ asyncUtilTimeout: 10_000 });

// One source for the whole Storybook session, as in the app; stories that need
// another state of the data seam wrap themselves in their own SourceProvider.
const demoSource = createDemoSource();

// The real catalogue, but without the enquiry form's minimum time: play functions type faster than a person.
const quick = <C extends typeof catalogue>(c: C): C => (c.enquiries ? { ...c, enquiries: { ...c.enquiries, minSeconds: 0 } } : c);
const storyCatalogue = quick(catalogue);

// A shop with `locales`: the toolbar's Language draws every story in the chosen language's catalogue.
const languages = storyLanguages(catalogue);
const inLanguage = new Map([...storyCatalogues(catalogue)].map(([key, c]) => [key, quick(c)]));

/**
 * The story in the toolbar's language (a shop with `locales`): that language's catalogue, the story's args in its
 * words, and its tag on <html>, as its pages have it (screen readers' voice, the web font under :lang()).
 */
const withLanguage: Decorator = (Story, context) => {
  const key = typeof context.globals.language === 'string' ? context.globals.language : languages[0]?.key;
  const chosen = key === undefined ? undefined : inLanguage.get(key);
  if (!key || !chosen) return withSite(<Story />, context, storyCatalogue);
  // Set on every story, so a story drawn after another language's is in its own.
  document.documentElement.lang = chosen.site.lang;
  const args = argsIn(context.args, catalogue, key);
  return withSite(<Story args={args} />, context, chosen);
};

/**
 * The site's providers (real catalogue, its `theme:` block as CSS custom properties on :root,
 * demo data) and a router at `parameters.path`, with
 * `parameters.errorBoundary` as the route's boundary, and the page's zoom viewer.
 */
function withSite(story: ReactNode, { parameters }: { parameters: Record<string, unknown> }, site: typeof catalogue) {
  const zoom = zoomProps(site);
  return (
    <Providers catalogue={site} page={site} source={demoSource}>
      <StoryRouter
        key={String(parameters.path)}
        path={typeof parameters.path === 'string' ? parameters.path : '/'}
        errorBoundary={parameters.errorBoundary as ComponentType | undefined}
      >
        {story}
        {/* As in the site layout: the page's one viewer for every photo that opens full screen. */}
        <ZoomViewer closeLabel={zoom.closeLabel} margin={zoom.margin} swipeThreshold={zoom.swipeThreshold} />
      </StoryRouter>
    </Providers>
  );
}

const preview: Preview = {
  decorators: [withLanguage],
  // Offered only in a shop of several languages.
  ...(languages.length > 1
    ? {
        globalTypes: {
          language: {
            description: "The shop's language the stories are drawn in",
            toolbar: {
              title: 'Language',
              icon: 'globe',
              items: languages.map((l) => ({ value: l.key, title: l.label, right: l.lang })),
              dynamicTitle: true,
            },
          },
        },
        initialGlobals: { language: languages[0]!.key },
      }
    : {}),
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
