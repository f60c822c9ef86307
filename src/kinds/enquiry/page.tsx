import { definePage } from '../page-module';
import { EnquiryPage } from './EnquiryPage';

export default definePage('enquiry', {
  entry: ({ enquiry }) => enquiry,
  Component: ({ entry }) => <EnquiryPage page={entry} />,
});
