import { definePage } from '../page-module';
import { CategoryPage } from './CategoryPage';

export default definePage('category', {
  entry: ({ categories }, id) => categories.find((c) => c.id === id),
  Component: ({ entry }) => <CategoryPage category={entry} />,
  image: (entry) => entry.card.image,
});
