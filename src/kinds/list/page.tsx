import { intlLocale } from '../../domain/intl-locale';
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType, useRevalidator } from 'react-router';
import type { ProductsResult } from '../../data/read-products';
import { formatReadDate } from '../../domain/read-date';
import { fillTemplate } from '../../domain/templates';
import { productLanguage } from '../../domain/language-path';
import { textsIn } from '../../domain/product-texts';
import { definePage, type PageProps } from '../page-module';
import type { ListConfig } from './kind';
import { ListPage } from './ListPage';
import { loadList } from './loader';
import { useProductsAtHand } from './use-products-at-hand';

function List({ entry, data: loaded, catalogue }: PageProps<'list', ListConfig, ProductsResult>) {
  const { revalidate, state } = useRevalidator();
  // A failed read keeps the products on the page, with a note and Retry; back online, they are read again.
  const { data, failed } = useProductsAtHand(loaded, revalidate);
  // Back or Forward to a list read earlier in this visit: all its cards at once, so the restored scroll position lands on them.
  const back = useNavigationType() === NavigationType.Pop && data.status === 'ready' && data.cached === true;
  // The loader's own result: products kept offline are not asked for again until the browser is back online.
  const partial = loaded.status === 'ready' && !loaded.complete;
  // Each navigation, a Search keystroke included, has its own key.
  const { key } = useLocation();
  // Pre-rendered cards are the build's; after hydration the list is read again, so an owner's change shows without a rebuild.
  // Asked again after every navigation while the list is still partial: a navigation (text typed into Search
  // before hydration, handed over as the first keystroke) cancels a read in flight, and a search-only URL
  // change does not re-run loaders (see routes.tsx), so without asking again the list would stay partial.
  useEffect(() => {
    if (partial && state === 'idle') void revalidate();
  }, [partial, state, revalidate, key]);
  const { texts, site } = catalogue;
  const note =
    failed && data.status === 'ready'
      ? fillTemplate(failed.offline ? texts.offline.listNote : texts.list.staleNote, {
          date: formatReadDate(data.readAt, intlLocale(site)),
          message: failed.message,
        })
      : undefined;
  return (
    <ListPage list={entry} data={data} note={note} retrying={state === 'loading'} onRetry={() => void revalidate()} allAtOnce={back} />
  );
}

export default definePage('list', {
  entry: ({ lists }, id) => lists.find((l) => l.id === id),
  Component: List,
  loader: loadList,
  // A list pre-rendered without its products would ship an error page as the shop's catalogue.
  failure: (data) => (data.status === 'error' ? data.message : undefined),
  // The first product with a picture.
  image: (_entry, data, catalogue) => {
    const first = data.status === 'ready' ? data.products.find((p) => p.img !== undefined) : undefined;
    return first?.img ? { src: first.img, alt: textsIn(first, productLanguage(catalogue)).title } : undefined;
  },
});
