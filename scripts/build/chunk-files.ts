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

/** Every file the chunks of `keys` need: each chunk, the chunks it imports statically, and their styles. */
function reached(manifest: ViteManifest, keys: readonly string[]): Set<string> {
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
  keys.forEach(visit);
  return files;
}

/** The chrome's modules: every page needs them, whatever its language. */
function chromeKeys(manifest: ViteManifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const key of [...entries, ...CHROME]) {
    if (!manifest[key]) throw new Error(`${VITE_MANIFEST} has no "${key}": the app's entry moved; update scripts/build/chunk-files.ts`);
  }
  return [...entries, ...CHROME];
}

/**
 * The files a page of each kind needs before it can run: the chrome's chunks, the kind's page module and
 * its catalogue part (`virtual:catalogue-page/<kind>`), each with every chunk it imports statically and
 * its styles. Code loaded later on demand (the zoom viewer, a data source) is kept when first used.
 */
export function chunkFiles(manifest: ViteManifest, kinds: readonly string[]): string[] {
  // A shop with `locales` has each part once per language (`<id>/<key>`), and each language's site catalogue.
  const ofAnyLanguage = (id: string) => Object.keys(manifest).filter((key) => key === id || key.startsWith(`${id}/`));
  const pages = [...kinds.flatMap((kind) => [pageModulePath(kind), ...ofAnyLanguage(pageCatalogueId(kind))]), ...ofAnyLanguage(SITE_ID)];
  return [...reached(manifest, [...chromeKeys(manifest), ...pages])];
}

/**
 * chunkFiles split by language for a shop with `locales`: `shared` is what every page needs (the chrome, the
 * page modules, and any chunk two languages' parts both import); `languages[key]` the chunks only that
 * language's parts bring (`virtual:catalogue-site/<key>`, `virtual:catalogue-page/<kind>/<key>`): its texts.
 */
export function chunkFilesByLanguage(
  manifest: ViteManifest,
  kinds: readonly string[],
  keys: readonly string[],
): { shared: string[]; languages: Record<string, string[]> } {
  const shared = reached(manifest, [
    ...chromeKeys(manifest),
    ...kinds.flatMap((kind) => [pageModulePath(kind), pageCatalogueId(kind)]),
    SITE_ID,
  ]);
  const own = keys.map((key) =>
    [...reached(manifest, [...kinds.map((kind) => `${pageCatalogueId(kind)}/${key}`), `${SITE_ID}/${key}`])].filter(
      (file) => !shared.has(file),
    ),
  );
  const counts = new Map<string, number>();
  for (const file of own.flat()) counts.set(file, (counts.get(file) ?? 0) + 1);
  for (const [file, count] of counts) if (count > 1) shared.add(file);
  return {
    shared: [...shared],
    languages: Object.fromEntries(keys.map((key, i) => [key, own[i]!.filter((file) => !shared.has(file))])),
  };
}
