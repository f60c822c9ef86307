import type { PageModule } from '../page-module';
import { ContactPage } from './ContactPage';

// The page reads its one entry from the catalogue itself.
export default { Page: ContactPage } satisfies PageModule<unknown>;
