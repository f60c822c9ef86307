import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { appIconIssues, type IconPicture } from '../../src/build-time/app-icon-check.ts';
import { ConfigError, type ConfigIssue } from '../../src/config/errors.ts';
import { locate } from '../../src/config/locate.ts';
import { parseYaml } from '../../src/config/parse-yaml.ts';
import type { Catalogue } from '../../src/build-time/schema.ts';
import { appIconPath } from '../vite/app-icons.ts';
import { configRelative, type CatalogueFile } from './catalogue-file.ts';

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
 * site.app.icon's problems (see appIconIssues), each located in `source`, the YAML the catalogue came from.
 * Async, unlike the other checks, because sharp is: check-config and the build run it after loading.
 */
export async function checkAppIcon(source: string, catalogue: Catalogue, publicDir: string): Promise<ConfigIssue[]> {
  const { app } = catalogue.site;
  if (!app) return [];
  const issues = appIconIssues(app.icon, publicDir, await readPicture(publicDir, app.icon));
  const yaml = parseYaml(source);
  return yaml.ok ? issues.map((i) => ({ ...i, ...locate(yaml.doc, yaml.lines, i.path) })) : issues;
}

/** The config file's icon problems as one error, like every other config problem, or undefined. */
export async function appIconError(file: CatalogueFile, catalogue: Catalogue): Promise<ConfigError | undefined> {
  const source = await readFile(file.path, 'utf8');
  const issues = await checkAppIcon(source, catalogue, configRelative(file, catalogue.files.public));
  return issues.length ? new ConfigError(file.label, issues) : undefined;
}
