import type { PageModule } from '../page-module';
import { EnquiryPage } from './EnquiryPage';

// The page reads its one entry from the catalogue itself.
export default { Page: EnquiryPage } satisfies PageModule<unknown>;
