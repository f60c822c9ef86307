import { memo } from 'react';
import styled from 'styled-components';
import { CardShell } from '../card/InfoCard';
import { CardImage, type CardImageProps } from '../card/CardImage';
import { ContactLinks, type ContactLinksProps } from './ContactLinks';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import { PRODUCT_IMAGE_SIZES } from './product-columns';
import { breakpoint } from '../../theme/layout';

const Item = styled.li<{ $highlighted?: boolean }>`
  /* Long lists (431 cards) stay cheap: off-screen cards skip layout and paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 460px;
  border-radius: var(--radius);
  /* The card a link to the product (#anchor) opened: marked apart from the keyboard focus ring. */
  ${({ $highlighted }) => ($highlighted ? 'outline: 4px solid var(--color-accent); outline-offset: 4px;' : '')}
`;

// Two lines of title and of description keep a phone's two columns short; the rest is one tap away.
// Only the prefixed property: every browser implements it, and the unprefixed one is not yet valid CSS to the HTML check.
const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Body = styled.div`
  padding: var(--space-2) var(--space-2) var(--space-3);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  flex: 1;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  h2[data-clamped] {
    ${clamp(2)}
  }
  /* Opened, the description shows whole, and so does the title above it. */
  &:has(details[open]) h2 {
    -webkit-line-clamp: unset;
  }
  @media (min-width: ${breakpoint.tablet}) {
    padding: var(--space-3) var(--space-4) var(--space-4);
    font-size: 1rem;
    h2 {
      font-size: 1.1rem;
    }
  }
`;

// A disclosure needs no script: it works in the pre-rendered page before React arrives.
const Description = styled.details`
  summary {
    ${clamp(2)}
    min-height: 44px;
    cursor: pointer;
    color: var(--color-muted);
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary {
    -webkit-line-clamp: unset;
  }
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  > p {
    margin: 0;
  }
  > p:not(:first-child) {
    flex-basis: 100%;
  }
`;

const Price = styled.p`
  && {
    color: var(--color-brand-dark);
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

export interface ProductCardProps {
  /** Product title; also the image's alt text. */
  title: string;
  /** Product description. */
  des: string;
  /** Image URL, shown in a 4:5 box; without one the box shows a neutral placeholder. */
  image?: string;
  /** Already formatted, e.g. '₹1,299'; absent on lists without prices. */
  price?: { label: string; value: string };
  call: ContactLinksProps['call'];
  chat: ContactLinksProps['chat'];
  /** The card's HTML id, from the document id: a link to the product ends in `#anchor`. */
  anchor: string;
  /** The Share button: its texts and the product's link. */
  share: Omit<ShareButtonProps, 'about' | 'note'>;
  /** What this card's Share button last gave (the grid's one share handler passes it to the pressed card only). */
  shareNote?: ShareButtonProps['note'];
  /** The photo opens full screen in the page's zoom viewer: its open button's name. */
  zoom: NonNullable<CardImageProps['zoom']>;
  /** Marks the card a link to the product opened. */
  highlighted?: boolean;
  /** Load the image at once (the first cards on screen) instead of lazily. */
  eager?: boolean;
}

/**
 * Memoised, and plain markup with no hooks of its own: typing in the search box re-renders only the cards
 * that change, and a long list pays no per-card effects. The page's zoom viewer and the grid's share
 * handler serve its photo and Share button.
 */
export const ProductCard = memo(function ProductCard({
  title,
  des,
  image,
  price,
  call,
  chat,
  anchor,
  share,
  shareNote,
  zoom,
  highlighted,
  eager,
}: ProductCardProps) {
  return (
    <Item id={anchor} $highlighted={highlighted}>
      <CardShell>
        <CardImage
          image={{ src: image ?? '', alt: title, width: 480, height: 600 }}
          ratio="4 / 5"
          eager={eager}
          sizes={PRODUCT_IMAGE_SIZES}
          zoom={zoom}
        />
        <Body>
          <h2 data-clamped={des ? '' : undefined}>{title}</h2>
          {des && (
            <Description>
              <summary>{des}</summary>
            </Description>
          )}
          <PriceRow>
            {price && (
              <Price>
                <span className="visually-hidden">{price.label}: </span>
                {price.value}
              </Price>
            )}
            <ShareButton {...share} about={title} note={shareNote} />
          </PriceRow>
          <ContactLinks call={call} chat={chat} about={title} stacked />
        </Body>
      </CardShell>
    </Item>
  );
});
