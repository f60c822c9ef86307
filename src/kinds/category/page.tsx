import { definePage } from '../page-module';
import type { CategoryConfig } from './kind';
import { CategoryPage } from './CategoryPage';

export default definePage<CategoryConfig>({
  Component: ({ entry }) => <CategoryPage category={entry} />,
  image: (entry) => entry.card.image,
});
