import { pageCatalogueId, pageModulePath } from '../../src/kinds/page-chunk.ts';

/** Where `vite build` writes its manifest (build.manifest: true), inside the build folder. */
export const VITE_MANIFEST = '.vite/manifest.json';

/** One chunk of Vite's build manifest: its file, the chunks it imports statically, and its styles. */
export interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;

/** The app every page starts: the HTML's script and the module it loads once the page has loaded (src/app/boot.ts). */
const CHROME = ['src/app/main.tsx'];
/** The site catalogue's module: with languages, main.tsx loads one language's (`virtual:catalogue-site/<key>`). */
const SITE_ID = 'virtual:catalogue-site';

/**
 * The files a page of each kind needs before it can run: the chrome's chunks, the kind's page module and
 * its catalogue part (`virtual:catalogue-page/<kind>`), each with every chunk it imports statically and
 * its styles. Code loaded later on demand (the zoom viewer, a data source) is kept when first used.
 */
export function chunkFiles(manifest: ViteManifest, kinds: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // A shop with `locales` has each part once per language (`<id>/<key>`), and each language's site catalogue.
  const ofAnyLanguage = (id: string) => Object.keys(manifest).filter((key) => key === id || key.startsWith(`${id}/`));
  const pages = [...kinds.flatMap((kind) => [pageModulePath(kind), ...ofAnyLanguage(pageCatalogueId(kind))]), ...ofAnyLanguage(SITE_ID)];
  for (const key of [...entries, ...CHROME]) {
    if (!manifest[key]) throw new Error(`${VITE_MANIFEST} has no "${key}": the app's entry moved; update scripts/build/chunk-files.ts`);
    visit(key);
  }
  pages.forEach(visit);
  return [...files];
}
