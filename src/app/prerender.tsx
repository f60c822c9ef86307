import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import sites from 'virtual:catalogue-sites';
import whole from 'virtual:catalogue';
import { createSource } from '../data/create-source';
import type { FirebaseEnv } from '../data/firestore/settings';
import type { CatalogueSource } from '../data/source';
import { pageHead, type HeadTag } from '../site/head';
import { serializeHydrationData } from './hydration-data';
import { HydrationMark } from './HydrationMark';
import { Providers } from './Providers';
import { loadPageModule, routeObjects } from './routes';
import { pageOfRoute, routeList } from '../site/route-table';
import { pageCatalogues } from './page-catalogue';
import { pageImage } from './page-image';
import type { SiteCatalogue } from '../catalogue/schema';
import { shopLanguages } from '../domain/shop-languages';
import { splitPrefix } from '../domain/language-path';

/** One page as the build writes it into HTML. */
export interface RenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** styled-components' <style> tags for exactly this markup. */
  styles: string;
  /** Loader data for hydration (JSON); none for a page the browser renders itself (its kind's `clientShell`). */
  data?: string;
  /** Title, description, canonical link and link-preview tags for <head>. */
  head: HeadTag[];
  /** The page's language tag, for <html lang>. */
  lang: string;
}

/**
 * Build-time renderer: the same routes, loaders and providers as the browser,
 * run through react-router's static handler. Used by scripts/build only, which may read with its own
 * source (firebase-admin with a service account, see scripts/build/prerender-source.ts).
 */
export function createRenderer(env: FirebaseEnv, source: CatalogueSource = createSource(env)) {
  const languages = shopLanguages(whole);
  // Each language's pages are drawn from its own catalogue, as its browser pages are (virtual:catalogue-site).
  const renderers = new Map<string, ReturnType<typeof languageRenderer>>(
    languages.map((language) => [language.prefix, languageRenderer(sites[language.key]!, source)]),
  );
  const render = (path: string): Promise<RenderedPage> => renderers.get(splitPrefix(path, [...renderers.keys()]).prefix)!(path);

  // The build's own checks and files (sitemap, hosting headers) read the whole catalogue; each language's pages are its site's.
  return { catalogue: whole, sites: languages.map((language) => sites[language.key]!), render };
}

/** The renderer of one language's pages. */
function languageRenderer(catalogue: SiteCatalogue, source: CatalogueSource) {
  // The browser's way to each page's catalogue part, so a page that reads what its kind does not bring fails here.
  const pageCatalogue = pageCatalogues(catalogue);
  const routes = routeObjects(catalogue, pageCatalogue, source, { prerender: true });
  const handler = createStaticHandler(routes);
  const { lang } = catalogue.site;

  return async function render(path: string): Promise<RenderedPage> {
    // A page drawn in the browser only: its head, and nothing the browser would hydrate.
    const shell = routeList(catalogue).find((page) => page.clientShell && page.route === path);
    if (shell) return { html: '', styles: '', head: pageHead(catalogue, shell), lang };
    const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (context instanceof Response) throw new Error(`${path}: the router answered with status ${context.status}`);
    if (context.errors) throw new Error(`${path}: ${Object.values(context.errors).map(String).join('; ')}`);
    const leaf = context.matches.at(-1)?.route;
    const page = pageOfRoute(catalogue, leaf?.id);
    // The catch-all matches every path, so a page route always does.
    if (!leaf || !page) throw new Error(`${path}: no page route matched`);
    const data: unknown = context.loaderData[leaf.id];
    // Only page routes have loaders, and the page's kind says which of its data is a failure.
    const failure = (await loadPageModule(page.kind)).failure(data);
    if (failure !== undefined) throw new Error(`${path}: route ${leaf.id} could not read its data: ${failure}`);
    // A page whose picture fails stops the build, like any other failure of the page.
    const image = await pageImage(page, data, pageCatalogue);
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      // The same tree as the browser's (main.tsx), so React's generated ids match on hydration.
      const html = renderToString(
        sheet.collectStyles(
          <Providers catalogue={catalogue} source={source}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <HydrationMark />
          </Providers>,
        ),
      );
      const { loaderData, actionData, errors } = context;
      return {
        html,
        styles: sheet.getStyleTags(),
        data: serializeHydrationData({ loaderData, actionData, errors }),
        head: pageHead(catalogue, page, image),
        lang,
      };
    } finally {
      sheet.seal();
    }
  };
}
