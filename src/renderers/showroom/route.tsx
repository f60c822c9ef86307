import type { PageFactory } from '../registry';
import { entryById } from '../registry';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const createPage: PageFactory = (c, id) => {
  const page = entryById(c.showroomPages, id);
  return () => <PlaceholderPage id={page.id} title={page.title} heading={page.heading} />;
};
