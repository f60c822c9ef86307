import { memo } from 'react';
import styled from 'styled-components';
import { CardBody, CardShell } from '../card/InfoCard';
import { CardImage } from '../card/CardImage';
import { ContactLinks, type ContactLinksProps } from './ContactLinks';
import { ShareButton, type ShareButtonProps } from './ShareButton';

const Price = styled.p`
  && { color: ${({ theme }) => theme.color.brandDark}; font-weight: 700; font-size: 1.1rem; }
`;

const Item = styled.li<{ $highlighted?: boolean }>`
  /* Long lists (431 cards) stay cheap: off-screen cards skip layout and paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 520px;
  border-radius: ${({ theme }) => theme.radius};
  /* The card a link to the product (#anchor) opened: marked apart from the keyboard focus ring. */
  ${({ theme, $highlighted }) => ($highlighted ? `outline: 4px solid ${theme.color.accent}; outline-offset: 4px;` : '')}
`;

export interface ProductCardProps {
  /** Product title; also the image's alt text. */
  title: string;
  /** Product description. */
  des: string;
  /** Image URL, shown in a 4:5 box. */
  image: string;
  /** Already formatted, e.g. '₹1,299'; absent on lists without prices. */
  price?: { label: string; value: string };
  call: ContactLinksProps['call'];
  chat: ContactLinksProps['chat'];
  /** The card's HTML id, from the document id: a link to the product ends in `#anchor`. */
  anchor: string;
  /** The Share button: its texts and the product's link. */
  share: Omit<ShareButtonProps, 'about'>;
  /** Marks the card a link to the product opened. */
  highlighted?: boolean;
  /** Load the image at once (the first cards on screen) instead of lazily. */
  eager?: boolean;
}

/** Memoised: typing in the search box re-renders only the cards that change. */
export const ProductCard = memo(function ProductCard({ title, des, image, price, call, chat, anchor, share, highlighted, eager }: ProductCardProps) {
  return (
    <Item id={anchor} $highlighted={highlighted}>
      <CardShell>
        <CardImage image={{ src: image, alt: title, width: 480, height: 600 }} ratio="4 / 5" eager={eager} />
        <CardBody>
          <h2>{title}</h2>
          <p>{des}</p>
          {price && (
            <Price>
              <span className="visually-hidden">{price.label}: </span>
              {price.value}
            </Price>
          )}
          <ContactLinks call={call} chat={chat} about={title} />
          <ShareButton {...share} about={title} />
        </CardBody>
      </CardShell>
    </Item>
  );
});
