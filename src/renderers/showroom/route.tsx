import type { PageFactory } from '../registry';
import { entryById } from '../registry';
import { ShowroomPage } from './ShowroomPage';

export const createPage: PageFactory = (c, id) => {
  const page = entryById(c.showroomPages, id);
  const showroom = entryById(c.showrooms, page.showroom);
  return () => <ShowroomPage page={page} showroom={showroom} />;
};
