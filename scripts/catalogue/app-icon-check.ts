import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { appIconIssues, type IconPicture } from '../../src/build-time/app-icon-check.ts';
import type { ConfigIssue } from '../../src/config/errors.ts';
import type { CatalogueConfig } from '../../src/catalogue/schema.ts';
import { appIconPath } from '../vite/app-icons.ts';

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

async function readPicture(publicDir: string, icon: string): Promise<IconPicture> {
  const path = appIconPath(publicDir, icon);
  if (path === undefined) return { found: 'outside' };
  if (!isFile(path)) return { found: 'missing' };
  try {
    const { format, width, height } = await sharp(path).metadata();
    // Metadata reads only the header: drawing a small copy proves the whole picture decodes.
    await sharp(path).resize(16, 16).png().toBuffer();
    return { found: 'picture', format, width, height };
  } catch (e) {
    return { found: 'unreadable', reason: (e as Error).message };
  }
}

/**
 * site.app.icon's problems (see appIconIssues), for a config whose folders are relative to `base`. A file
 * check of the Node reader (read-catalogue.ts), which locates them in the YAML with every other problem.
 */
export async function appIconCheck(config: CatalogueConfig, base: string): Promise<ConfigIssue[]> {
  const { app } = config.site;
  if (!app) return [];
  const publicDir = resolve(base, config.files.public);
  return appIconIssues(app.icon, publicDir, await readPicture(publicDir, app.icon));
}
