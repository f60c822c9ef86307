// `npm run hosting-config [-- --demo]`: writes firebase.json (hosting headers included) for the catalogue
// (CATALOGUE_CONFIG, else catalogue.config.yaml; another shop's goes beside its config) and the Firebase
// settings the build would use (.env files, VITE_* variables), without building. --demo ignores the
// settings: the committed firebase.json is the demo's, which a unit test keeps in step.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedPath } from '../catalogue/catalogue-file.ts';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { readFirebaseSettings } from '../../src/data/firestore/settings.ts';
import { buildEnv } from '../build/build-env.ts';
import { writeHostingJson } from './hosting-json.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const { catalogue, file } = openCatalogueOrExit();
const out = generatedPath(file, 'firebase.json');
const settings = (() => {
  try {
    return values.demo ? null : readFirebaseSettings(buildEnv());
  } catch (error) {
    console.error(`hosting-config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const before = (() => {
  try {
    return readFileSync(out, 'utf8');
  } catch {
    return '';
  }
})();
await writeHostingJson(out, catalogue, settings, { publicDir: generatedPath(file, 'dist'), rulesFile: generatedPath(file, 'firestore.rules') });
const label = relative(process.cwd(), out);
console.log(`${label}: ${readFileSync(out, 'utf8') === before ? 'already current' : 'written'} (${settings ? `Firebase project ${settings.options.projectId}` : 'no Firebase settings: demo'})`);
