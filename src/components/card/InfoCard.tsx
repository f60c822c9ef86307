import styled from 'styled-components';
import { AppLink } from '../link/AppLink';
import type { Img } from '../types';
import { CardImage } from './CardImage';
import { CARD_GRID_SIZES } from './CardGrid';

export const CardShell = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  overflow: hidden;
`;

export const CardBody = styled.div`
  padding: var(--space-3) var(--space-4) var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  flex: 1;
  h2,
  h3 {
    font-size: 1.1rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;

const More = styled(AppLink)`
  margin-top: auto;
  align-self: flex-start;
  font-weight: 600;
  padding: var(--space-2) 0;
`;

export interface InfoCardProps {
  /** Card heading; also names the link for screen readers. */
  title: string;
  /** One short line under the title, e.g. 'Best T-Shirt available'. */
  tagline?: string;
  /** Shown in a 4:3 box. */
  image: Img;
  /** Without href the card is shown but links nowhere (e.g. 'Room Freshner'). */
  href?: string;
  /** Visible text of the link, e.g. 'Learn More'. */
  linkLabel: string;
  /** Shown instead of the link when there is no target. */
  noLinkNote?: string;
  /** Heading level of the title: 2 on a page of cards, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** Category and home cards: image, title, a short line, and a Learn More link. */
export function InfoCard({ title, tagline, image, href, linkLabel, noLinkNote, headingLevel = 2 }: InfoCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <CardShell>
      <CardImage image={image} ratio="4 / 3" sizes={CARD_GRID_SIZES} />
      <CardBody>
        <Heading>{title}</Heading>
        {tagline && <p>{tagline}</p>}
        {href ? (
          <More href={href} aria-label={`${linkLabel}: ${title}`}>
            {linkLabel}
          </More>
        ) : (
          noLinkNote && <p>{noLinkNote}</p>
        )}
      </CardBody>
    </CardShell>
  );
}
