import { useCatalogue } from '../../shell/catalogue-context';
import { definePage } from '../page-module';
import { OfflinePage } from './OfflinePage';
import { offlinePageProps } from './offline-props';

// Its entry is `texts.offline` (see offlineEntry in site/route-table.ts).
export default definePage('offline', {
  entry: ({ texts }) => texts.offline,
  Component: function Offline() {
    const { catalogue, paths } = useCatalogue();
    return <OfflinePage {...offlinePageProps(catalogue, paths)} />;
  },
});
