// The files made from the catalogue (and the engine's schema) that the repository keeps beside it.
// One list serves `npm run generate` (writes them) and `npm run check-config` (names the stale ones),
// so an owner's edit to the YAML is followed by one command that check-config spells out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import type { FirebaseSettings } from '../../src/data/firestore/settings.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { catalogueJsonSchema } from '../../src/build-time/json-schema.ts';
import { renderRules } from '../firestore/render-rules.ts';
import { renderStorageRules } from '../firestore/render-storage-rules.ts';
import { renderIndexes } from '../firestore/render-indexes.ts';
import { renderHostingJson } from '../hosting/hosting-json.ts';
import { CONFIG_REFERENCE_PATH, configReference } from './config-reference.ts';
import { generatedPath, type CatalogueFile } from './catalogue-file.ts';

/** The command that rewrites every generated file; check-config names it. */
export const GENERATE_COMMAND = 'npm run generate';

export interface GeneratedFile {
  /** Absolute path. */
  path: string;
  /** What the file holds, for messages. */
  what: string;
  /** The content `npm run generate` writes. */
  content: string;
  /** Other contents that are also current (firebase.json: the demo's, when this machine has Firebase settings). */
  alsoCurrent: string[];
  /** Whether a missing file is stale: another shop's files appear only once generated or built. */
  required: boolean;
}

/**
 * Every generated file of this catalogue. firebase.json depends on the Firebase settings too: the
 * committed one is the demo's (no settings), a deploying owner's has theirs, and both count as current.
 */
export function generatedFiles(file: CatalogueFile, catalogue: Catalogue, settings: FirebaseSettings | null): GeneratedFile[] {
  const rules = generatedPath(file, 'firestore.rules');
  const indexes = generatedPath(file, 'firestore.indexes.json');
  const storageRules = generatedPath(file, 'storage.rules');
  const hosting = generatedPath(file, 'firebase.json');
  const from = dirname(hosting);
  const paths = {
    public: relative(from, generatedPath(file, 'dist')) || '.',
    rules: relative(from, rules),
    indexes: relative(from, indexes),
    storageRules: relative(from, storageRules),
  };
  // Every language key of the shop, the default first: an enquiry may name any of them, a product's i18n the others.
  const languages = shopLanguages(catalogue).map((language) => language.key);
  const files: GeneratedFile[] = [
    {
      path: rules,
      what: 'the Firestore security rules',
      content: renderRules(catalogue, languages),
      alsoCurrent: [],
      required: file.shipped,
    },
    { path: indexes, what: 'the Firestore indexes', content: renderIndexes(catalogue), alsoCurrent: [], required: file.shipped },
    {
      path: storageRules,
      what: 'the Cloud Storage security rules',
      content: renderStorageRules(catalogue),
      alsoCurrent: [],
      required: file.shipped,
    },
    {
      path: hosting,
      what: 'the hosting headers',
      content: renderHostingJson(catalogue, settings, paths),
      alsoCurrent: settings ? [renderHostingJson(catalogue, null, paths)] : [],
      required: file.shipped,
    },
  ];
  // The editor schema and the configuration reference follow the engine's code, not the YAML; they sit
  // beside the shipped file only.
  if (file.shipped)
    files.push(
      {
        path: resolve('catalogue.schema.json'),
        what: 'the editor schema',
        content: catalogueJsonSchema(),
        alsoCurrent: [],
        required: true,
      },
      {
        path: resolve(CONFIG_REFERENCE_PATH),
        what: 'the configuration reference',
        content: configReference(),
        alsoCurrent: [],
        required: true,
      },
    );
  return files;
}

/** Whether a generated file is there and matches what the catalogue gives. */
export function fileState(f: GeneratedFile): 'current' | 'stale' | 'missing' {
  if (!existsSync(f.path)) return 'missing';
  const current = readFileSync(f.path, 'utf8');
  return current === f.content || f.alsoCurrent.includes(current) ? 'current' : 'stale';
}

/** The files check-config names: stale ones, and missing ones that must exist. */
export function staleFiles(files: readonly GeneratedFile[]): GeneratedFile[] {
  return files.filter((f) => {
    const state = fileState(f);
    return state === 'stale' || (state === 'missing' && f.required);
  });
}
