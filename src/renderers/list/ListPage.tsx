import { useDeferredValue, useMemo, useState } from 'react';
import { useCatalogue } from '../../app/catalogue-context';
import type { ListConfig } from '../../config/schema';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { SearchBox } from '../../components/product/SearchBox';
import { ProductGrid, type ProductGridProps } from '../../components/product/ProductGrid';
import { useCollection } from '../../data/use-collection';
import { filterProducts } from '../../domain/search';
import { fillTemplate } from '../../domain/templates';
import { productCard } from './product-card';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { PageTitle } from '../PageTitle';

/** Every product list page: breadcrumb, search box and the collection's cards, within the list's limit. */
export function ListPage({ list }: { list: ListConfig }) {
  const { catalogue } = useCatalogue();
  const { texts } = catalogue;
  const collection = useCollection(list.collection, catalogue.settings.readTimeoutMs);
  const [query, setQuery] = useState('');
  // Typing stays responsive on slow phones while a 431-card grid re-filters.
  const deferredQuery = useDeferredValue(query);

  const products = collection.status === 'ready' ? collection.products : undefined;
  // Card props are built once per load, so memoised cards skip re-rendering while the visitor types.
  const cards = useMemo(
    () => new Map((products ?? []).map((p) => [p.id, productCard(catalogue, list, p)])),
    [products, catalogue, list],
  );

  let grid: ProductGridProps;
  if (collection.status === 'loading') grid = { status: 'loading', loadingText: texts.list.loading };
  else if (collection.status === 'error')
    grid = {
      status: 'error',
      message: fillTemplate(texts.list.loadFailed, { message: collection.message }),
      retryLabel: texts.list.retry,
      onRetry: collection.retry,
    };
  else {
    const { shown, matched } = filterProducts(collection.products, deferredQuery, list.search, list.limit);
    grid = {
      status: 'ready',
      emptyText: collection.products.length === 0 ? texts.list.empty : texts.list.noMatch,
      summary: matched > shown.length ? fillTemplate(texts.list.showing, { shown: shown.length, total: matched }) : undefined,
      items: shown.map((p) => cards.get(p.id)!),
    };
  }

  return (
    <Container>
      <PageTitle title={list.title} />
      <PageBreadcrumb id={list.id} />
      <PageHeading>{list.title}</PageHeading>
      <SearchBox label={texts.list.search} placeholder={texts.list.searchPlaceholder} value={query} onChange={setQuery} />
      <ProductGrid {...grid} />
    </Container>
  );
}
