import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCatalogue } from '../../shell/catalogue-context';
import type { ListConfig } from './kind';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { SearchBox } from '../../components/product/SearchBox';
import { ProductGrid, type ProductGridProps } from '../../components/product/ProductGrid';
import { StaleNote } from '../../components/product/StaleNote';
import type { ProductsResult } from '../../data/read-products';
import { filterProducts } from '../../domain/search';
import { fillTemplate } from '../../domain/templates';
import { anchorOfHash } from '../../domain/product-anchor';
import { productLanguage } from '../../domain/language-path';
import { useHydrated } from '../../components/form/use-hydrated';
import { productCard } from './product-card';
import { PageBreadcrumb } from '../../shell/PageBreadcrumb';
import { ListStructuredData } from './ListStructuredData';
import { useUrlQuery } from './use-url-query';

export interface ListPageProps {
  list: ListConfig;
  /** The list's products as its loader read them, or why it could not. */
  data: ProductsResult;
  /** True while the collection is read again (Retry): an error gives way to the loading state, a note's Retry waits. */
  retrying?: boolean;
  onRetry: () => void;
  /** Render every card at once (going Back, so the scroll position lands on them); otherwise the first screen first. */
  allAtOnce?: boolean;
  /**
   * A line above the cards when reading them again failed: why, and how old the products shown are
   * (texts.offline.listNote or texts.list.staleNote). Retry sits beside it.
   */
  note?: string;
}

/** Every product list page: breadcrumb, search box and the collection's cards, within the list's limit. */
export function ListPage({ list, data: collection, retrying = false, onRetry, allAtOnce = false, note }: ListPageProps) {
  const { catalogue } = useCatalogue();
  const { texts } = catalogue;
  const { query, shown: deferredQuery, setQuery } = useUrlQuery();
  // A link to one product (`/saree#<anchor>`): the HTML knows no hash, so the card is marked once hydrated.
  const { hash } = useLocation();
  const reveal = useHydrated() && hash ? anchorOfHash(hash) : undefined;

  const products = collection.status === 'ready' ? collection.products : undefined;
  // Card props are built once per load, so memoised cards skip re-rendering while the visitor types.
  // On a page in another of the shop's languages, its texts, and a search that matches them as well as the default's.
  const language = productLanguage(catalogue);
  const cards = useMemo(
    () => new Map((products ?? []).map((p) => [p.id, productCard(catalogue, list, p, language)])),
    [products, catalogue, list, language],
  );

  let grid: ProductGridProps;
  if (retrying && collection.status === 'error') grid = { status: 'loading', loadingText: texts.list.loading };
  else if (collection.status === 'error')
    grid = {
      status: 'error',
      message: fillTemplate(texts.list.loadFailed, { message: collection.message }),
      retryLabel: texts.list.retry,
      onRetry,
    };
  else {
    const { shown, matched: matchedHere } = filterProducts(collection.products, deferredQuery, list.search, list.limit, language);
    // Pre-rendered pages hold the first screen only: the summary already counts the whole list, so nothing moves when it arrives.
    const matched = collection.complete || deferredQuery.trim() ? matchedHere : (collection.total ?? matchedHere);
    const windowSize = Math.min(list.limit, matched);
    grid = {
      status: 'ready',
      emptyText: collection.products.length === 0 ? texts.list.empty : texts.list.noMatch,
      summary: matched > windowSize ? fillTemplate(texts.list.showing, { shown: windowSize, total: matched }) : undefined,
      items: shown.map((p) => cards.get(p.id)!),
      firstPaint: allAtOnce ? shown.length : undefined,
      query: deferredQuery,
      reveal,
    };
  }

  return (
    <Container>
      <ListStructuredData list={list} data={collection} />
      <PageBreadcrumb id={list.id} />
      <PageHeading>{list.title}</PageHeading>
      <SearchBox label={texts.list.search} placeholder={texts.list.searchPlaceholder} value={query} onChange={setQuery} />
      {note && <StaleNote text={note} retryLabel={texts.list.retry} onRetry={onRetry} busy={retrying} />}
      <ProductGrid {...grid} />
    </Container>
  );
}
