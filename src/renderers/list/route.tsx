import type { PageFactory } from '../registry';
import { entryById } from '../registry';
import { ListPage } from './ListPage';

export const createPage: PageFactory = (c, id) => {
  const list = entryById(c.lists, id);
  return () => <ListPage list={list} />;
};
