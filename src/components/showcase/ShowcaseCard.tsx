import { CardBody, CardShell } from '../card/InfoCard';
import { ContactLinks } from '../product/ContactLinks';
import type { Img } from '../types';
import { CardImage } from '../card/CardImage';
import { CARD_GRID_SIZES } from '../card/CardGrid';

export interface ShowcaseCardProps {
  title: string;
  /** Colour or set, e.g. 'Colour: Pink' or 'Set of 2: top and shorts'. */
  note: string;
  image: Img;
  chat: { label: string; href: string };
  /** The photo opens full screen in the page's zoom viewer; its open button's name. */
  zoom: { openLabel: string };
  /** 3 under a section heading (home), 2 directly under the page heading. */
  headingLevel?: 2 | 3;
}

/** A hand-picked item: a photo that opens full screen, its title and note, and a chat link. */
export function ShowcaseCard({ title, note, image, chat, zoom, headingLevel = 2 }: ShowcaseCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <CardShell>
      <CardImage image={image} ratio="4 / 5" sizes={CARD_GRID_SIZES} zoom={zoom} />
      <CardBody>
        <Heading>{title}</Heading>
        <p>{note}</p>
        <ContactLinks chat={chat} about={title} />
      </CardBody>
    </CardShell>
  );
}
