// Validates the catalogue (the file given, else CATALOGUE_CONFIG, else catalogue.config.yaml): one line per
// problem, exit 1. Then checks the files generated from it: a stale one is named with the command that
// rewrites it, exit 1 (a deploy with stale rules would hide a new list from every visitor). Else a summary.
import { relative } from 'node:path';
import { pageIndex } from '../src/build-time/page-index';
import { shopLanguages } from '../src/domain/shop-languages';
import { firebaseSettingsOrExit } from './catalogue/firebase-settings';
import { GENERATE_COMMAND, generatedFiles, staleFiles } from './catalogue/generated-files';
import { openCatalogueCheckedOrExit } from './catalogue/open-catalogue';
import { formatIssue } from '../src/config/errors';
import { photoRuleWarning } from './catalogue/photo-rule-warning';

// One pass over one parse: every problem of the file at once, the home-screen icon's picture included.
const { catalogue, file, warnings } = await openCatalogueCheckedOrExit(process.argv[2]);
// Not a failure: an upgrade's new texts have English defaults, but a shop in another language should know.
// Listed per language: in a shop with locales, each other language shows those English words too.
for (const locale of [undefined, ...new Set(warnings.flatMap((w) => (w.locale ? [w.locale] : [])))]) {
  const own = warnings.filter((w) => w.locale === locale);
  if (!own.length) continue;
  const count = own.length === 1 ? '1 text uses' : `${own.length} texts use`;
  const where = locale ? ` on the "${locale}" pages` : '';
  console.warn(`${file.label}: ${count} the engine's English default${where}:\n${own.map((w) => `  ${formatIssue(w)}`).join('\n')}`);
}
const settings = firebaseSettingsOrExit('check-config');
const photoWarning = photoRuleWarning(catalogue.images, settings?.storageBucket);
if (photoWarning) console.warn(`${file.label}: ${photoWarning}`);
const stale = staleFiles(generatedFiles(file, catalogue, settings));
for (const f of stale)
  console.error(`${relative(process.cwd(), f.path)} (${f.what}) does not match ${file.label}: run \`${GENERATE_COMMAND}\``);
if (stale.length) process.exit(1);
const pages = pageIndex(catalogue);
const languages = shopLanguages(catalogue);
// A shop of one language keeps its one-line summary word for word.
const inEach = languages.length > 1 ? ` in each of ${languages.length} languages (${languages.map((l) => l.key).join(', ')})` : '';
console.log(
  `${file.label}: OK (${pages.length} routes${inEach}: ${catalogue.categories.length} categories, ${catalogue.lists.length} product lists, ${catalogue.showroomPages.length} showroom pages)`,
);
