import { useMemo, type ReactNode } from 'react';
import type { Catalogue, SiteCatalogue } from '../catalogue/schema';
import type { CatalogueSource } from '../data/source';
import { SourceProvider } from '../data/source-context';
import { GlobalStyle } from '../theme/global-style';
import { themeVariables, variablesCss } from '../theme/theme-variables';
import { CatalogueProvider, PageCatalogueProvider } from '../shell/catalogue-context';
import { ImageVariantsContext } from '../components/image/image-variants-context';
import { LocalPhotosContext } from '../components/image/local-photos-context';
import { demoPhotoSource } from '../data/demo/demo-photo-source';
import { DEMO_BUILD } from '../domain/demo-build';
import { fonts as scriptFonts, ScriptFontStyle } from 'virtual:catalogue-script-fonts';

/**
 * Everything a page needs around it; shared by the app, tests and Storybook. The site's routes give
 * each page its own catalogue; `page` gives one to whatever is drawn here outside a page route (stories, tests).
 */
export function Providers({
  catalogue,
  page,
  source,
  children,
}: {
  catalogue: SiteCatalogue;
  page?: Catalogue;
  source: CatalogueSource;
  children: ReactNode;
}) {
  // The catalogue's own look, as CSS custom properties on :root: the app, the pre-renderer and Storybook all come through here.
  const variables = useMemo(() => variablesCss(themeVariables(catalogue.theme)), [catalogue.theme]);
  // The page's catalogue is one language's: its site.lang is the page's, whose script may need a web font.
  const pageLangs = useMemo(() => [catalogue.site.lang], [catalogue.site.lang]);
  return (
    <CatalogueProvider catalogue={catalogue}>
      <SourceProvider source={source}>
        {/* A shop whose languages need no web font has no ScriptFontStyle: its pages keep exactly one child here, and React's ids. */}
        {ScriptFontStyle ? (
          <>
            <GlobalStyle $variables={variables} />
            <ScriptFontStyle langs={pageLangs} fonts={scriptFonts} />
          </>
        ) : (
          <GlobalStyle $variables={variables} />
        )}
        <ImageVariantsContext.Provider value={catalogue.images}>
          {/* Only a demo build reads its demo owner's photos from the browser; a Firebase build never loads that code. */}
          <LocalPhotosContext.Provider value={DEMO_BUILD && source.name === 'demo' ? demoPhotoSource : undefined}>
            {page ? <PageCatalogueProvider catalogue={page}>{children}</PageCatalogueProvider> : children}
          </LocalPhotosContext.Provider>
        </ImageVariantsContext.Provider>
      </SourceProvider>
    </CatalogueProvider>
  );
}
