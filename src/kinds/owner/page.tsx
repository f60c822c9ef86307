import { definePage } from '../page-module';
import { OwnerPage } from './OwnerPage';

// Drawn in the browser only (the kind's clientShell): the build writes its head and an empty page.
export default definePage('owner', {
  entry: ({ owner }) => owner,
  Component: ({ entry, catalogue }) => <OwnerPage entry={entry} catalogue={catalogue} />,
});
