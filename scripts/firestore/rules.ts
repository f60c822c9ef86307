// Writes firestore.rules from catalogue.config.yaml; with --check, only says whether it is current (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readCatalogue } from '../../src/kinds/catalogue/read.ts';
import { renderRules } from './render-rules.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, out: { type: 'string', default: 'firestore.rules' } } });
const rules = renderRules(readCatalogue('catalogue.config.yaml'));
const current = (() => {
  try {
    return readFileSync(values.out, 'utf8');
  } catch {
    return '';
  }
})();

if (values.check) {
  if (current !== rules) {
    console.error(`${values.out} does not match catalogue.config.yaml; run \`npm run rules\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${values.out}: current`);
} else {
  writeFileSync(values.out, rules);
  console.log(current === rules ? `${values.out}: already current` : `${values.out}: written`);
}
