// `npm run generate`: writes every file made from the catalogue (CATALOGUE_CONFIG, else catalogue.config.yaml):
// firestore.rules, firestore.indexes.json, storage.rules, firebase.json (for this machine's Firebase settings; --demo for
// none) and, for the shipped shop, catalogue.schema.json and docs/config-reference.md. `npm run check-config` says when one is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fileState, generatedFiles } from './catalogue/generated-files.ts';
import { openCatalogueOrExit } from './catalogue/open-catalogue.ts';
import { firebaseSettingsOrExit } from './catalogue/firebase-settings.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const { catalogue, file } = openCatalogueOrExit();
const files = generatedFiles(file, catalogue, values.demo ? null : firebaseSettingsOrExit('generate'));
for (const f of files) {
  const current = fileState(f) === 'current';
  if (!current) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.content);
  }
  console.log(`${relative(process.cwd(), f.path)}: ${current ? 'already current' : 'written'} (${f.what})`);
}
