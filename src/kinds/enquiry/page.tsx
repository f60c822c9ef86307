import { definePage } from '../page-module';
import { EnquiryPage } from './EnquiryPage';
import type { EnquiryPageConfig } from './kind';

export default definePage<EnquiryPageConfig>({ Component: ({ entry }) => <EnquiryPage page={entry} /> });
