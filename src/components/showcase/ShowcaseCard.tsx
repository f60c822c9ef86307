import styled from 'styled-components';
import { CardBody, CardShell } from '../card/InfoCard';
import { ContactLinks } from '../product/ContactLinks';
import type { Img } from '../types';
import { ZoomImage } from '../zoom/ZoomImage';

const Photo = styled.div`
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.color.border};
  img { width: 100%; height: 100%; object-fit: cover; }
  [data-rmiz] { display: block; height: 100%; }
  [data-rmiz-content] { display: block; height: 100%; }
`;

export interface ShowcaseCardProps {
  title: string;
  /** Colour or set, e.g. 'Colour: Pink' or 'Set of 2: top and shorts'. */
  note: string;
  image: Img;
  chat: { label: string; href: string };
  zoom: { openLabel: string; closeLabel: string; margin: number; swipeThreshold: number };
  /** 3 under a section heading (home), 2 directly under the page heading. */
  headingLevel?: 2 | 3;
}

/** A hand-picked item: a photo that opens full screen, its title and note, and a chat link. */
export function ShowcaseCard({ title, note, image, chat, zoom, headingLevel = 2 }: ShowcaseCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <CardShell>
      <Photo>
        <ZoomImage image={image} {...zoom} />
      </Photo>
      <CardBody>
        <Heading>{title}</Heading>
        <p>{note}</p>
        <ContactLinks chat={chat} about={title} />
      </CardBody>
    </CardShell>
  );
}
