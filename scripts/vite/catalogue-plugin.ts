import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogue } from '../../src/kinds/catalogue/read.ts';
import type { Catalogue } from '../../src/kinds/catalogue/schema.ts';

const VIRTUAL_ID = 'virtual:catalogue';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Reads and validates catalogue.config.yaml at build time and hands the browser
 * plain typed JSON as `virtual:catalogue` (no YAML parser ships to phones).
 * A broken file fails `vite build` and shows in the dev overlay and terminal.
 */
export function cataloguePlugin(file = 'catalogue.config.yaml'): Plugin {
  const path = resolve(file);
  let cached: Catalogue | undefined;
  const load = () => (cached ??= readCatalogue(path, file));

  return {
    name: 'catalogue-config',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(path);
      return `export default ${JSON.stringify(load())};`;
    },
    transformIndexHtml(html) {
      const { site } = load();
      return html
        .replace('<html>', `<html lang="${escapeHtml(site.lang)}">`)
        .replace('%SITE_TITLE%', escapeHtml(site.title))
        .replace('%SITE_DESCRIPTION%', escapeHtml(site.description))
        .replace('%THEME_COLOR%', escapeHtml(site.themeColor));
    },
    configureServer(server) {
      server.watcher.add(path);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== path) return;
        cached = undefined;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        try {
          load();
          server.config.logger.info(`${file} changed: valid, reloading`, { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        } catch (e) {
          const err = e as Error;
          server.config.logger.error(err.message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: err.message, stack: '', id: file, plugin: 'catalogue-config' } });
        }
      });
    },
  };
}
