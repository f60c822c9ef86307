import type { PageFactory } from '../registry';
import { entryById } from '../registry';
import { ShowcasePage } from './ShowcasePage';

export const createPage: PageFactory = (c, id) => {
  const showcase = entryById(c.showcases, id);
  return () => <ShowcasePage showcase={showcase} />;
};
