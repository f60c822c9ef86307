// Validates catalogue.config.yaml (or the file given): one line per problem, exit 1; a summary, exit 0.
import { relative, resolve } from 'node:path';
import { ConfigError } from '../src/config/errors';
import { readCatalogue } from '../src/kinds/catalogue/read';
import { pageIndex } from '../src/kinds/catalogue/page-index';

const file = resolve(process.argv[2] ?? 'catalogue.config.yaml');
const label = relative(process.cwd(), file) || file;
try {
  const catalogue = readCatalogue(file, label);
  const pages = pageIndex(catalogue);
  console.log(
    `${label}: OK (${pages.length} routes: ${catalogue.categories.length} categories, ${catalogue.lists.length} product lists, ${catalogue.showroomPages.length} showroom pages)`,
  );
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
