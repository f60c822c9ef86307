import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { StructuredData } from '../structured-data/StructuredData';
import { webPageData } from '../structured-data/web-page';
import { pageOfRoute } from '../site/route-table';
import { useCatalogue } from './catalogue-context';

/** The page's WebPage node, with its language, in a shop with `locales` (SiteLayout draws none otherwise). */
export function PageLanguageData() {
  const { catalogue } = useCatalogue();
  const leaf = useMatches().at(-1)?.id;
  const data = useMemo(() => {
    const page = pageOfRoute(catalogue, leaf);
    return page && webPageData(catalogue, page);
  }, [catalogue, leaf]);
  return data ? <StructuredData data={data} /> : null;
}
