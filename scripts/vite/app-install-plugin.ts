import type { Plugin } from 'vite';
import { contentType } from '../hosting/content-type.ts';
import { configRelative } from '../catalogue/catalogue-file.ts';
import type { CatalogueApi } from './catalogue-plugin.ts';
import { appInstallFiles, appInstallTags } from './app-install-files.ts';
import { APP_ICONS, MANIFEST_FILE } from './app-manifest.ts';

const SERVED = new Set([MANIFEST_FILE, ...APP_ICONS.map((icon) => icon.file)].map((file) => `/${file}`));

/**
 * The shop on a phone's home screen (site.app): links the web app manifest from every page,
 * emits manifest.webmanifest and the icons sharp makes from site.app.icon into the build, and
 * serves the same files from the dev server. Reads the catalogue through the catalogue plugin.
 */
export function appInstallPlugin(catalogue: CatalogueApi): Plugin {
  const files = () => {
    const loaded = catalogue.catalogue();
    return appInstallFiles(loaded, configRelative(catalogue.file(), loaded.files.public));
  };
  let client = true;
  return {
    name: 'catalogue-app-install',
    configResolved(config) {
      // The pre-render's server build needs neither the icons nor the check.
      client = !config.build.ssr;
    },
    async generateBundle() {
      if (!client) return;
      for (const { file, source } of await files()) this.emitFile({ type: 'asset', fileName: file, source });
    },
    transformIndexHtml: () => appInstallTags(catalogue.catalogue()),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!SERVED.has(path)) return next();
        files()
          .then((all) => {
            const found = all.find(({ file }) => `/${file}` === path);
            if (!found) return next();
            res.setHeader('Content-Type', contentType(found.file));
            res.setHeader('Cache-Control', 'no-cache');
            res.end(found.source);
          })
          .catch(next);
      });
    },
  };
}
