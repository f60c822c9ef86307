import { memo } from 'react';
import styled from 'styled-components';
import { CardBody, CardShell } from '../card/InfoCard';
import { CardImage } from '../card/CardImage';
import { ContactLinks, type ContactLinksProps } from './ContactLinks';

const Price = styled.p`
  && { color: ${({ theme }) => theme.color.brandDark}; font-weight: 700; font-size: 1.1rem; }
`;

const Item = styled.li`
  /* Long lists (431 cards) stay cheap: off-screen cards skip layout and paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 520px;
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
  /** Load the image at once (the first cards on screen) instead of lazily. */
  eager?: boolean;
}

/** Memoised: typing in the search box re-renders only the cards that change. */
export const ProductCard = memo(function ProductCard({ title, des, image, price, call, chat, eager }: ProductCardProps) {
  return (
    <Item>
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
        </CardBody>
      </CardShell>
    </Item>
  );
});
