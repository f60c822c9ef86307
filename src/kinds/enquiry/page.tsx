import type { PageModule } from '../page-module';
import { EnquiryPage } from './EnquiryPage';
import type { EnquiryPageConfig } from './kind';

export default { Page: ({ entry }) => <EnquiryPage page={entry} /> } satisfies PageModule<EnquiryPageConfig>;
