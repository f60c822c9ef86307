import { definePage } from '../page-module';
import { NotFoundPage, type NotFoundTexts } from './NotFoundPage';

// Its entry is `texts.notFound` (see notFoundEntry in catalogue/route-table.ts).
export default definePage<NotFoundTexts>({ Component: ({ entry }) => <NotFoundPage entry={entry} /> });
