import type { PageModule } from '../page-module';
import { NotFoundPage } from './NotFoundPage';

// The page reads its one entry from the catalogue itself.
export default { Page: NotFoundPage } satisfies PageModule<unknown>;
