import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { SHIPPED_CONFIG } from '../../../scripts/catalogue/catalogue-file';
import { loadedCatalogue } from '../catalogue';

/** The owner's catalogue.config.yaml as it is today: the live file, never the frozen spec copy. */
export const liveShop = (): string => readFileSync(SHIPPED_CONFIG, 'utf8');

export interface ShopCopy {
  dir: string;
  config: string;
}

/**
 * `yaml` written as catalogue.config.yaml in a new folder, beside links to the demo data and public folder
 * it names, found from `from` (default: the live shop's, at the repository's root): commands run on it as
 * on the owner's file, and write their generated files in that folder.
 */
export function shopCopy(yaml: string, from = '.'): ShopCopy {
  const dir = mkdtempSync(join(tmpdir(), 'shop-copy-'));
  const config = join(dir, 'catalogue.config.yaml');
  writeFileSync(config, yaml);
  const { files } = loadedCatalogue(yaml);
  for (const folder of [files.demoData, files.public]) {
    if (folder === undefined) continue;
    mkdirSync(dirname(join(dir, folder)), { recursive: true });
    symlinkSync(resolve(from, folder), join(dir, folder));
  }
  return { dir, config };
}

/** The environment of a command run on a copy: no Firebase settings of the developer's leak in. */
export function copyEnv(copy: ShopCopy): NodeJS.ProcessEnv {
  const firebase = ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID', 'VITE_FIRESTORE_EMULATOR_HOST'];
  return { ...process.env, CATALOGUE_CONFIG: copy.config, CATALOGUE_DEMO: '1', ...Object.fromEntries(firebase.map((k) => [k, ''])) };
}
