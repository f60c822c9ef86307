import type { HtmlTagDescriptor } from 'vite';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { renderAppIcons } from './app-icons.ts';
import { APPLE_TOUCH_ICON, MANIFEST_FILE, appManifest } from './app-manifest.ts';

export interface SiteFile {
  /** Path in the built site, no leading slash. */
  file: string;
  source: string | Buffer;
}

/** manifest.webmanifest and its icons, as the build emits them and the dev server serves them; none without site.app. */
export async function appInstallFiles(catalogue: Catalogue, publicDir: string): Promise<SiteFile[]> {
  const manifest = appManifest(catalogue);
  if (!manifest) return [];
  return [{ file: MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` }, ...(await renderAppIcons(catalogue, publicDir))];
}

/** The links every page's head gets when the shop is installable. */
export function appInstallTags(catalogue: Catalogue): HtmlTagDescriptor[] {
  if (!catalogue.site.app) return [];
  const link = (rel: string, file: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel, href: `/${file}` }, injectTo: 'head' });
  return [link('manifest', MANIFEST_FILE), link('apple-touch-icon', APPLE_TOUCH_ICON)];
}
