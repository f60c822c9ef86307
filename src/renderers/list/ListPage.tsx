import { useDeferredValue, useMemo, useState } from 'react';
import { useCatalogue } from '../../app/catalogue-context';
import type { ListConfig } from '../../config/schema';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { SearchBox } from '../../components/product/SearchBox';
import { ProductGrid, type ProductGridItem, type ProductGridProps } from '../../components/product/ProductGrid';
import { useCollection } from '../../data/use-collection';
import { filterProducts } from '../../domain/search';
import { formatRupees } from '../../domain/price';
import { chatHref, fillTemplate, telHref } from '../../domain/templates';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { PageTitle } from '../PageTitle';

/** Every product list page: breadcrumb, search box and the collection's cards, within the list's limit. */
export function ListPage({ list }: { list: ListConfig }) {
  const { catalogue } = useCatalogue();
  const { texts, shop, messages } = catalogue;
  const collection = useCollection(list.collection, catalogue.settings.readTimeoutMs);
  const [query, setQuery] = useState('');
  // Typing stays responsive on slow phones while a 431-card grid re-filters.
  const deferredQuery = useDeferredValue(query);

  const products = collection.status === 'ready' ? collection.products : undefined;
  // Card props are built once per load, so memoised cards skip re-rendering while the visitor types.
  const cards = useMemo(() => {
    const chatLabel = list.chat?.label ?? texts.list.chat;
    const chatMessage = list.chat?.message ?? messages.product;
    const call = { label: texts.list.callBook, href: telHref(shop.phones.callBook) };
    return new Map<string, ProductGridItem>(
      (products ?? []).map((p) => [
        p.id,
        {
          id: p.id,
          title: p.title,
          des: p.des,
          image: p.img,
          price: list.price && p.price !== undefined ? { label: texts.list.price, value: formatRupees(p.price) } : undefined,
          call,
          chat: { label: chatLabel, href: chatHref(shop.phones.chat, fillTemplate(chatMessage, { title: p.title, shop: shop.name })) },
        },
      ]),
    );
  }, [products, list, texts, messages, shop]);

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
