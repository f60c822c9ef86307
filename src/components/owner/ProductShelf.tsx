import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Money } from '../../domain/price';
import { fillTemplate } from '../../domain/templates';
import { ListChooser } from './ListChooser';
import type { OwnerTexts } from './owner-texts';
import { CardList, ErrorText, field, PrimaryButton, QuietText, Screen } from './owner-styles';
import { publicWindow, type ShelfList, type ShelfProduct } from './shelf-product';
import { ShelfItem, type ShelfItemProps } from './ShelfItem';

export interface ProductShelfProps extends Pick<ShelfItemProps, 'onEdit' | 'onHidden' | 'onRemove'> {
  texts: OwnerTexts;
  /** The shop's lists, by their titles, each with its shelf's address. */
  lists: readonly ShelfList[];
  /** The id of the list shown. */
  current: string;
  /** The list's display window (`limit`): the public page shows at most this many. */
  limit: number;
  /** The shop's language and currency where the list shows prices (`lists[].price`); no prices otherwise. */
  prices?: Money;
  /** The list's products being read, read, or failed (with `error`, in the page's words, and Retry). */
  phase: 'loading' | 'ready' | 'failed';
  error?: string;
  /** Every document of the list in the public list's order, hidden ones among them and skipped ones last. */
  products: readonly ShelfProduct[];
  /** Whether a product matches what is typed in the search box: the list's search fields (`lists[].search`). */
  matches: (product: ShelfProduct, query: string) => boolean;
  /** Opens an empty product form. */
  onAdd: () => void;
  onRetry: () => void;
}

const Section = styled(Screen)`
  h2:focus {
    outline: none;
  }
  input[type='search'] {
    ${field}
  }
`;

const Search = styled.div`
  display: grid;
  gap: var(--space-2);
  label {
    font-weight: 600;
  }
`;

/**
 * One list's products for the owner, one column for a phone: the chooser of lists, Add, the search, the
 * count against the display window, then the products (each a ShelfItem) and, apart, the documents the
 * public list skips, each with its reasons and Mend. Loading, a failure with Retry, an empty list and a
 * search that finds nothing each say so in place of the products.
 */
export function ProductShelf(props: ProductShelfProps) {
  const { texts, lists, current, limit, phase, error, products, matches } = props;
  const t = texts.products;
  const headingId = useId();
  const searchId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const title = lists.find((l) => l.id === current)?.title ?? '';
  const onPublic = publicWindow(products, limit);
  const found = query.trim() === '' ? products : products.filter((p) => matches(p, query));
  // A deleted product's card leaves with the focus in it: the list's heading takes it.
  const remove = async (id: string) => {
    const reason = await props.onRemove(id);
    if (reason === null) heading.current?.focus();
    return reason;
  };
  const item = (product: ShelfProduct) => (
    <li key={product.id}>
      <ShelfItem
        texts={texts}
        product={product}
        {...(props.prices ? { prices: props.prices } : {})}
        {...(onPublic.past.has(product.id) ? { pastWindow: limit } : {})}
        onEdit={props.onEdit}
        onHidden={props.onHidden}
        onRemove={remove}
      />
    </li>
  );
  const listed = found.filter((p) => p.shown);
  const skipped = found.filter((p) => !p.shown);
  return (
    <Section aria-labelledby={headingId} aria-busy={phase === 'loading'}>
      <ListChooser label={t.listsLabel} lists={lists} current={current} />
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <PrimaryButton type="button" onClick={props.onAdd}>
        {t.add}
      </PrimaryButton>
      {phase === 'loading' ? (
        <QuietText role="status">{t.loading}</QuietText>
      ) : phase === 'failed' ? (
        <>
          <ErrorText role="alert">{error}</ErrorText>
          <PrimaryButton type="button" onClick={props.onRetry}>
            {t.retry}
          </PrimaryButton>
        </>
      ) : products.length === 0 ? (
        <QuietText role="status">{t.empty}</QuietText>
      ) : (
        <>
          <p>{fillTemplate(t.count, { shown: onPublic.shown, limit, hidden: onPublic.hidden })}</p>
          <Search>
            <label htmlFor={searchId}>{fillTemplate(t.search, { list: title })}</label>
            <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </Search>
          {found.length === 0 && <QuietText role="status">{fillTemplate(t.noMatch, { query: query.trim() })}</QuietText>}
          {listed.length > 0 && <CardList>{listed.map(item)}</CardList>}
          {skipped.length > 0 && (
            <Screen aria-labelledby={`${headingId}-skipped`}>
              <h3 id={`${headingId}-skipped`}>{t.skipped}</h3>
              <p>{t.skippedIntro}</p>
              <CardList>{skipped.map(item)}</CardList>
            </Screen>
          )}
        </>
      )}
    </Section>
  );
}
