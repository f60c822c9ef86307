import { useMemo, type ReactNode } from 'react';
import type { Catalogue } from '../build-time/schema';
import type { CatalogueSource } from '../data/source';
import { SourceProvider } from '../data/source-context';
import { GlobalStyle } from '../theme/global-style';
import { themeVariables, variablesCss } from '../theme/theme-variables';
import { CatalogueProvider } from '../shell/catalogue-context';
import { ImageVariantsContext } from '../components/image/image-variants-context';

/** Everything a page needs around it; shared by the app, tests and Storybook. */
export function Providers({ catalogue, source, children }: { catalogue: Catalogue; source: CatalogueSource; children: ReactNode }) {
  // The catalogue's own look, as CSS custom properties on :root: the app, the pre-renderer and Storybook all come through here.
  const variables = useMemo(() => variablesCss(themeVariables(catalogue.theme)), [catalogue.theme]);
  return (
    <CatalogueProvider catalogue={catalogue}>
      <SourceProvider source={source}>
        <GlobalStyle $variables={variables} />
        <ImageVariantsContext.Provider value={catalogue.images}>{children}</ImageVariantsContext.Provider>
      </SourceProvider>
    </CatalogueProvider>
  );
}
