import type { PageModule } from '../page-module';
import type { CategoryConfig } from './kind';
import { CategoryPage } from './CategoryPage';

export default { Page: ({ entry }) => <CategoryPage category={entry} /> } satisfies PageModule<CategoryConfig>;
