import { byId } from '../../domain/by-id';
import { definePage } from '../page-module';
import { useCatalogue } from '../../shell/catalogue-context';
import type { ShowroomPageConfig } from './kind';
import { ShowroomPage } from './ShowroomPage';

function Showroom({ entry }: { entry: ShowroomPageConfig }) {
  const { catalogue } = useCatalogue();
  return <ShowroomPage page={entry} showroom={byId(catalogue.showrooms, entry.showroom)} />;
}

export default definePage<ShowroomPageConfig>({
  Component: Showroom,
  // The page's own photo, else its showroom's.
  image: (entry, _data, catalogue) => entry.photo ?? byId(catalogue.showrooms, entry.showroom).photo,
});
