// Writes firestore.rules from the catalogue (CATALOGUE_CONFIG, else catalogue.config.yaml; another shop's
// rules go beside its config); with --check, only says whether it is current (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedPath } from '../catalogue/catalogue-file.ts';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { renderRules } from './render-rules.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, out: { type: 'string' } } });
const { catalogue, file } = openCatalogueOrExit();
const out = values.out ?? relative(process.cwd(), generatedPath(file, 'firestore.rules'));
const rules = renderRules(catalogue);
const current = (() => {
  try {
    return readFileSync(out, 'utf8');
  } catch {
    return '';
  }
})();

if (values.check) {
  if (current !== rules) {
    console.error(`${out} does not match ${file.label}; run \`npm run rules\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${out}: current`);
} else {
  writeFileSync(out, rules);
  console.log(current === rules ? `${out}: already current` : `${out}: written`);
}
