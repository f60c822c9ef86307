import type { PageFactory } from '../registry';
import { entryById } from '../registry';
import { CategoryPage } from './CategoryPage';

export const createPage: PageFactory = (c, id) => {
  const category = entryById(c.categories, id);
  return () => <CategoryPage category={category} />;
};
