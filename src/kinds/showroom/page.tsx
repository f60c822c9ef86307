import { byId } from '../../domain/by-id';
import { definePage } from '../page-module';
import { ShowroomPage } from './ShowroomPage';

export default definePage('showroom', {
  entry: ({ showroomPages }, id) => showroomPages.find((p) => p.id === id),
  Component: ({ entry, catalogue }) => <ShowroomPage page={entry} showroom={byId(catalogue.showrooms, entry.showroom)} />,
  // The page's own photo, else its showroom's.
  image: (entry, _data, catalogue) => entry.photo ?? byId(catalogue.showrooms, entry.showroom).photo,
});
