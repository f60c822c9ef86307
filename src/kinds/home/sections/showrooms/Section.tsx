import styled from 'styled-components';
import { Accordion } from '../../../../components/accordion/Accordion';
import { useCatalogue } from '../../../../shell/catalogue-context';
import { showroomItems } from '../../../../shell/showroom-items';
import { ConfigCarousel } from '../carousel/ConfigCarousel';
import type { SectionProps } from '../section-props';
import { breakpoint } from '../../../../theme/layout';

const Beside = styled.div`
  display: grid;
  gap: var(--space-4);
  align-items: start;
  @media (min-width: ${breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A `showrooms` section: the accordion, and the photo carousel beside it when there is one. */
export default function ShowroomsSection({ section }: SectionProps<'showrooms'>) {
  const { catalogue } = useCatalogue();
  const accordion = <Accordion items={showroomItems(catalogue, section.items)} />;
  return section.photos ? (
    <Beside>
      {accordion}
      <ConfigCarousel carousel={section.photos} />
    </Beside>
  ) : (
    accordion
  );
}
