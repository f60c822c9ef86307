import { definePage } from '../page-module';
import { NotFoundPage } from './NotFoundPage';

// Its entry is `texts.notFound` (see notFoundEntry in site/route-table.ts).
export default definePage('not-found', {
  entry: ({ texts }) => texts.notFound,
  Component: ({ entry }) => <NotFoundPage entry={entry} />,
});
