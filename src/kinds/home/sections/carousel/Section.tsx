import styled from 'styled-components';
import { ConfigCarousel } from './ConfigCarousel';
import type { SectionProps } from '../section-props';

const Narrow = styled.div`
  max-width: 640px;
  margin: var(--space-6) auto 0;
`;

/** A `carousel` section: page-wide, or in a narrow centred box (`width: narrow`). */
export default function CarouselSection({ section, first }: SectionProps<'carousel'>) {
  const carousel = <ConfigCarousel carousel={section} eager={first} />;
  return section.width === 'narrow' ? <Narrow>{carousel}</Narrow> : carousel;
}
