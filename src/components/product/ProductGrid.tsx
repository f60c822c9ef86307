import styled from 'styled-components';
import { CardGrid } from '../card/CardGrid';
import { StatusMessage } from '../feedback/StatusMessage';
import { RetryButton } from './RetryButton';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { FIRST_PAINT } from '../../domain/first-paint';
import { FIRST_ROW, PRODUCT_GAP, productColumnsCss } from './product-columns';
import { CARD_BATCH } from './card-window';
import { useReveal } from './use-reveal';
import { useWindowedCount } from './use-windowed-count';
import { useShareHandler } from './use-share-handler';
import { useHydrated } from '../form/use-hydrated';

// Phone first: two columns from 360 px, more on wider screens (see product-columns).
const Grid = styled(CardGrid)`
  gap: ${PRODUCT_GAP};
  grid-template-columns: minmax(0, 1fr);
  ${productColumnsCss}
`;

// Only groups the cards' buttons, to disable them at once: no box, no border.
const Controls = styled.fieldset`
  display: contents;
`;

const Skeleton = styled.li`
  height: 460px;
  border-radius: var(--radius);
  background: linear-gradient(90deg, var(--color-skeleton) 0%, var(--color-skeleton-shine) 50%, var(--color-skeleton) 100%);
  background-size: 200% 100%;
  animation: shimmer 1.4s linear infinite;
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

const Summary = styled.p`
  color: var(--color-muted);
  margin: 0 0 var(--space-3);
`;

export type ProductGridItem = ProductCardProps & { id: string };

export type ProductGridProps =
  | { status: 'loading'; loadingText: string }
  | { status: 'error'; message: string; retryLabel: string; onRetry: () => void }
  | {
      status: 'ready';
      items: ProductGridItem[];
      emptyText: string;
      summary?: string;
      /** Cards drawn from the start: the pre-rendered first screen, or all of them (going Back, so the scroll position lands on them). */
      firstPaint?: number;
      /** The search the items are filtered by: another one starts again from the first cards. */
      query?: string;
      /** The anchor of the card a link opened: painted however far down it is, scrolled to and marked. */
      reveal?: string;
    };

const SKELETONS = 8;

/** The product area of a list page in each of its states. */
export function ProductGrid(props: ProductGridProps) {
  if (props.status === 'loading') {
    return (
      <>
        <p className="visually-hidden" role="status">
          {props.loadingText}
        </p>
        <Grid aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </Grid>
      </>
    );
  }
  if (props.status === 'error') {
    return (
      <StatusMessage tone="error">
        <span>{props.message}</span>
        <RetryButton type="button" onClick={props.onRetry}>
          {props.retryLabel}
        </RetryButton>
      </StatusMessage>
    );
  }
  if (props.items.length === 0) return <StatusMessage>{props.emptyText}</StatusMessage>;
  return (
    <>
      {props.summary && <Summary role="status">{props.summary}</Summary>}
      <Cards items={props.items} firstPaint={props.firstPaint ?? FIRST_PAINT} query={props.query} reveal={props.reveal} />
    </>
  );
}

/**
 * The cards on screen and a little more: the first `firstPaint`, then a batch more whenever the visitor
 * scrolls within a screen of the end (the empty marker after the grid). A linked card is drawn however
 * far down it is, with every card before it.
 */
function Cards({ items, firstPaint, query, reveal }: { items: ProductGridItem[]; firstPaint: number; query?: string; reveal?: string }) {
  const target = reveal ? items.findIndex((item) => item.anchor === reveal) : -1;
  const { count, sentinel } = useWindowedCount({
    total: items.length,
    first: firstPaint,
    batch: CARD_BATCH,
    atLeast: target + 1,
    resetKey: query,
  });
  useReveal(target >= 0 ? reveal : undefined, target >= 0 && target < count);
  const share = useShareHandler();
  // Pre-rendered HTML has no script behind the buttons: the fieldset keeps them disabled until React runs
  // (like the enquiry form's Submit), one attribute for the whole grid rather than a prop per card.
  const hydrated = useHydrated();
  return (
    <>
      <Controls disabled={!hydrated}>
        <Grid onClick={share.onClick}>
          {items.slice(0, count).map(({ id, ...card }, i) => (
            <ProductCard
              key={id}
              {...card}
              eager={i < FIRST_ROW}
              highlighted={i === target}
              shareNote={share.anchor === card.anchor ? share.note : undefined}
            />
          ))}
        </Grid>
      </Controls>
      <div ref={sentinel} />
    </>
  );
}
