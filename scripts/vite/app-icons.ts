import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { APP_ICONS, type AppIcon } from './app-manifest.ts';

/** The share of a maskable icon the picture fills: launchers may cut everything outside the central 80% circle. */
export const MASKABLE_SAFE_ZONE = 0.8;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The file site.app.icon names inside the public folder, or undefined when `..` would leave it. */
export function appIconPath(publicDir: string, icon: string): string | undefined {
  const root = resolve(publicDir);
  const path = resolve(root, `.${icon}`);
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * The picture at `size` px: an SVG is rasterised at that size (its density set from its nominal
 * size, so a 64 px favicon is never drawn at 64 px and enlarged into a blur), a raster is resized.
 */
async function picture(path: string, size: number): Promise<Buffer> {
  const { format, width = size } = await sharp(path).metadata();
  const density = format === 'svg' ? Math.ceil((72 * size) / width) : undefined;
  return sharp(path, density === undefined ? {} : { density })
    .resize(size, size, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
}

async function render(path: string, { size, purpose }: AppIcon, background: string): Promise<Buffer> {
  if (purpose === 'any') return picture(path, size);
  const inner = Math.round(size * MASKABLE_SAFE_ZONE);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await picture(path, inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The PNG icons of the manifest (APP_ICONS) from site.app.icon in the config's public folder; none without site.app. */
export async function renderAppIcons(catalogue: Catalogue, publicDir: string): Promise<{ file: string; source: Buffer }[]> {
  const { app } = catalogue.site;
  if (!app) return [];
  const path = appIconPath(publicDir, app.icon);
  if (path === undefined) throw new Error(`site.app.icon "${app.icon}" is outside ${publicDir}`);
  return Promise.all(APP_ICONS.map(async (icon) => ({ file: icon.file, source: await render(path, icon, catalogue.theme.background) })));
}
