import { basename, dirname, extname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogue, readCatalogueChecked } from '../catalogue/read-catalogue.ts';
import { ConfigError } from '../../src/config/errors.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { catalogueFile, configRelative, type CatalogueFile } from '../catalogue/catalogue-file.ts';
import { DEMO_FILE_PREFIX, demoDataModule, demoFileModule, demoFilePath } from './demo-data-module.ts';
import { ensureDemoPhotos } from '../demo/photos.ts';
import { pageKinds, pageSlice, siteCatalogue } from '../../src/build-time/browser-catalogue.ts';
import { PAGE_CATALOGUE_PREFIX, pageCatalogueId } from '../../src/kinds/page-chunk.ts';
import { ENGINE_PAGE_KINDS } from '../../src/site/route-table.ts';
import { languageModule, pagesByLanguage, siteChooser, sitesModule, SITE_PREFIX, SITES_ID } from './language-modules.ts';
import { SCRIPT_FONTS_ID, scriptFontsModule } from './script-fonts-module.ts';
import { LANGUAGE_SWITCH_ID, languageSwitchModule } from './language-switch-module.ts';
import { LABEL_FONTS_ID, labelFontsModule } from './label-fonts-module.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';

const collections = (c: Catalogue) => c.lists.map((l) => l.collection);

const json = (value: unknown) => `export default ${JSON.stringify(value)};`;

const MODULES = {
  // The whole catalogue: Storybook and tests; the running site reads the two below.
  'virtual:catalogue': (c: Catalogue) => json(c),
  // What every page needs (page index, menu, footer, texts): the main chunk's.
  'virtual:catalogue-site': (c: Catalogue) => (c.locales ? siteChooser(c) : json(siteCatalogue(c))),
  // Every language's, for the pre-renderer.
  [SITES_ID]: (c: Catalogue) => sitesModule(c),
  // Each kind's slice on demand, its own chunk loaded beside the page's code; the engine's pages bring none.
  'virtual:catalogue-pages': (c: Catalogue) =>
    c.locales
      ? pagesByLanguage(c)
      : `export default {${[
          ...pageKinds().map(
            (kind) => `${JSON.stringify(kind)}: () => import(${JSON.stringify(pageCatalogueId(kind))}).then((m) => m.default)`,
          ),
          ...ENGINE_PAGE_KINDS.map((kind) => `${JSON.stringify(kind)}: () => Promise.resolve({})`),
        ].join(',\n')}};`,
  'virtual:catalogue-demo': (c: Catalogue, folder?: string) => demoDataModule(folder, collections(c)),
  'virtual:catalogue-demo-eager': (c: Catalogue, folder?: string) => demoDataModule(folder, collections(c), true),
  // The web fonts of the shop's languages whose script the visitor's system may lack (Bengali).
  // Every language's: each page declares its own language's (Providers), an English page none.
  [SCRIPT_FONTS_ID]: (c: Catalogue) => scriptFontsModule(shopLanguages(c).map((l) => l.lang)),
  // The chrome's links to the page in the other languages: a shop with `locales` only.
  [LANGUAGE_SWITCH_ID]: (c: Catalogue) => languageSwitchModule(c),
} as const;
const isVirtual = (id: string) =>
  id in MODULES ||
  id === LABEL_FONTS_ID ||
  id.startsWith(PAGE_CATALOGUE_PREFIX) ||
  id.startsWith(SITE_PREFIX) ||
  id.startsWith(DEMO_FILE_PREFIX);

/** The code of one virtual module, `virtual:catalogue-page/<kind>` and `virtual:catalogue-demo-file/<slug>` included. */
export function virtualModule(id: string, catalogue: Catalogue, demoFolder?: string): string | undefined {
  const inLanguage = catalogue.locales ? languageModule(id, catalogue) : undefined;
  if (inLanguage !== undefined) return inLanguage;
  if (id.startsWith(PAGE_CATALOGUE_PREFIX)) return json(pageSlice(catalogue, id.slice(PAGE_CATALOGUE_PREFIX.length)));
  if (id.startsWith(DEMO_FILE_PREFIX))
    return demoFolder === undefined ? undefined : demoFileModule(demoFolder, id.slice(DEMO_FILE_PREFIX.length));
  return id in MODULES ? MODULES[id as keyof typeof MODULES](catalogue, demoFolder) : undefined;
}

/** Only the repository's own public folder has demo photos; another shop brings its own pictures. */
// From the working directory, like catalogueFile's shipped config: under jsdom import.meta.url is no file: URL.
const SHIPPED_PUBLIC = resolve('public');

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Reads and validates the catalogue YAML (CATALOGUE_CONFIG, else
 * catalogue.config.yaml) at build time and hands the browser plain typed JSON
 * (no YAML parser ships to phones): what every page needs as `virtual:catalogue-site`,
 * each page kind's own part as `virtual:catalogue-page/<kind>` (through the loaders
 * of `virtual:catalogue-pages`), the whole of it as `virtual:catalogue`, and its demo
 * products as `virtual:catalogue-demo`. The config's `files.public` folder is
 * served at the site root. A broken file fails `vite build` and shows in the
 * dev overlay and terminal.
 */
/** What sibling plugins (app-install-plugin.ts) read: the same validated catalogue, reloaded when the file changes. */
export interface CatalogueApi {
  file(): CatalogueFile;
  catalogue(): Catalogue;
}

export function cataloguePlugin(explicitFile?: string): Plugin<CatalogueApi> & { api: CatalogueApi } {
  // Resolved on first use, not when vite.config.ts is evaluated: the test runner pins the shipped shop after that.
  let chosen: CatalogueFile | undefined;
  const file = () => (chosen ??= catalogueFile(explicitFile));
  let cached: Catalogue | undefined;
  const load = () => (cached ??= readCatalogue(file().path, file().label));
  // The browser build checks everything once, the home-screen icon's picture included (one pass, one parse).
  let checkAll = false;
  const demoFolder = () => {
    const folder = load().files.demoData;
    return folder === undefined ? undefined : configRelative(file(), folder);
  };

  return {
    name: 'catalogue-config',
    api: { file, catalogue: load },
    configResolved(config) {
      checkAll = config.command === 'build' && !config.build.ssr;
    },
    config() {
      // A broken file is reported by `load` below, with every problem; here it only means "no public folder yet".
      try {
        return { publicDir: configRelative(file(), load().files.public) };
      } catch {
        return undefined;
      }
    },
    // The demo photos are generated, not committed: made before anything serves or copies the public
    // folder (first start or build of a clone, or after the generator changed); a manifest check otherwise.
    async buildStart() {
      let catalogue: Catalogue;
      try {
        catalogue = checkAll ? (cached = (await readCatalogueChecked(file().path, file().label)).catalogue) : load();
      } catch (error) {
        if (checkAll && error instanceof ConfigError) this.error(error.message);
        return; // reported with every problem by `load` below
      }
      const publicDir = configRelative(file(), catalogue.files.public);
      if (publicDir === SHIPPED_PUBLIC) await ensureDemoPhotos(catalogue, publicDir);
    },
    resolveId: (id) => (isVirtual(id) ? `\0${id}` : undefined),
    load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !isVirtual(name)) return undefined;
      this.addWatchFile(file().path);
      const folder = demoFolder();
      // A demo file is read, not imported: watched here so the dev server reloads when it changes.
      if (folder !== undefined && name.startsWith(DEMO_FILE_PREFIX))
        this.addWatchFile(demoFilePath(folder, name.slice(DEMO_FILE_PREFIX.length)));
      // Cut from a font at build time (asynchronous), for the switch's labels in a script the system may lack.
      if (name === LABEL_FONTS_ID) return labelFontsModule(load());
      return virtualModule(name, load(), folder);
    },
    transformIndexHtml(html) {
      const { site, theme } = load();
      // Function replacements: a string one would read `$&`, `$'` or `` $` `` in a title as patterns.
      return (
        html
          .replace('<html>', () => `<html lang="${escapeHtml(site.lang)}">`)
          .replace('%SITE_TITLE%', () => escapeHtml(site.title))
          .replace('%SITE_DESCRIPTION%', () => escapeHtml(site.description))
          // The browser's toolbar takes the brand colour.
          .replace('%THEME_COLOR%', () => escapeHtml(theme.brand))
      );
    },
    configureServer(server) {
      const { path, label } = file();
      server.watcher.add(path);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== path) return;
        cached = undefined;
        // Every catalogue module, each language's included.
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id?.startsWith('\0virtual:catalogue') && !mod.id.startsWith(`\0${DEMO_FILE_PREFIX}`))
            server.moduleGraph.invalidateModule(mod);
        try {
          load();
          server.config.logger.info(`${label} changed: valid, reloading`, { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        } catch (e) {
          const err = e as Error;
          server.config.logger.error(err.message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: err.message, stack: '', id: label, plugin: 'catalogue-config' } });
        }
      });
      // Demo files are read, not imported, so Vite's own module graph does not see them change.
      const demoFileChanged = (changed: string) => {
        let folder: string | undefined;
        try {
          folder = demoFolder();
        } catch {
          return; // a broken config is reported above
        }
        if (folder === undefined || dirname(resolve(changed)) !== resolve(folder) || extname(changed) !== '.json') return;
        const names = [DEMO_FILE_PREFIX + basename(changed, '.json'), 'virtual:catalogue-demo', 'virtual:catalogue-demo-eager'];
        for (const name of names) {
          const mod = server.moduleGraph.getModuleById(`\0${name}`);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, demoFileChanged);
    },
  };
}
