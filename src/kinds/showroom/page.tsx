import { byId } from '../../domain/by-id';
import type { PageModule } from '../page-module';
import { useCatalogue } from '../shell/catalogue-context';
import type { ShowroomPageConfig } from './kind';
import { ShowroomPage } from './ShowroomPage';

function Page({ entry }: { entry: ShowroomPageConfig }) {
  const { catalogue } = useCatalogue();
  return <ShowroomPage page={entry} showroom={byId(catalogue.showrooms, entry.showroom)} />;
}

export default { Page } satisfies PageModule<ShowroomPageConfig>;
