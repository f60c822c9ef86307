import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogue } from '../catalogue/read-catalogue.ts';
import type { Catalogue } from '../../src/build-time/schema.ts';
import { catalogueFile, configRelative, type CatalogueFile } from '../catalogue/catalogue-file.ts';
import { demoDataModule } from './demo-data-module.ts';
import { ensureDemoPhotos } from '../demo/photos.ts';

const collections = (c: Catalogue) => c.lists.map((l) => l.collection);

const MODULES = {
  'virtual:catalogue': (c: Catalogue) => `export default ${JSON.stringify(c)};`,
  'virtual:catalogue-demo': (c: Catalogue, folder?: string) => demoDataModule(folder, collections(c)),
  'virtual:catalogue-demo-eager': (c: Catalogue, folder?: string) => demoDataModule(folder, collections(c), true),
} as const;
type VirtualId = keyof typeof MODULES;
const isVirtual = (id: string): id is VirtualId => id in MODULES;

/** Only the repository's own public folder has demo photos; another shop brings its own pictures. */
// From the working directory, like catalogueFile's shipped config: under jsdom import.meta.url is no file: URL.
const SHIPPED_PUBLIC = resolve('public');

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Reads and validates the catalogue YAML (CATALOGUE_CONFIG, else
 * catalogue.config.yaml) at build time and hands the browser plain typed JSON
 * as `virtual:catalogue` (no YAML parser ships to phones), and its demo
 * products as `virtual:catalogue-demo`. The config's `files.public` folder is
 * served at the site root. A broken file fails `vite build` and shows in the
 * dev overlay and terminal.
 */
export function cataloguePlugin(explicitFile?: string): Plugin {
  // Resolved on first use, not when vite.config.ts is evaluated: the test runner pins the shipped shop after that.
  let chosen: CatalogueFile | undefined;
  const file = () => (chosen ??= catalogueFile(explicitFile));
  let cached: Catalogue | undefined;
  const load = () => (cached ??= readCatalogue(file().path, file().label));
  const demoFolder = () => {
    const folder = load().files.demoData;
    return folder === undefined ? undefined : configRelative(file(), folder);
  };

  return {
    name: 'catalogue-config',
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
        catalogue = load();
      } catch {
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
      return MODULES[name](load(), demoFolder());
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
        for (const name of Object.keys(MODULES)) {
          const mod = server.moduleGraph.getModuleById(`\0${name}`);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
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
    },
  };
}
