// Validates the catalogue (the file given, else CATALOGUE_CONFIG, else catalogue.config.yaml):
// one line per problem, exit 1; a summary, exit 0.
import { ConfigError } from '../src/config/errors';
import { pageIndex } from '../src/kinds/catalogue/page-index';
import { openCatalogue } from './catalogue/open-catalogue';

try {
  const { catalogue, file } = openCatalogue(process.argv[2]);
  const label = file.label;
  const pages = pageIndex(catalogue);
  console.log(
    `${label}: OK (${pages.length} routes: ${catalogue.categories.length} categories, ${catalogue.lists.length} product lists, ${catalogue.showroomPages.length} showroom pages)`,
  );
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
