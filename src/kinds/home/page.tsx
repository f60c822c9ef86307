import type { PageModule } from '../page-module';
import { HomePage } from './HomePage';

// The page reads its one entry from the catalogue itself.
export default { Page: HomePage } satisfies PageModule<unknown>;
