import styled from 'styled-components';
import { Accordion } from '../../../components/accordion/Accordion';
import { showroomItems } from '../../shell/showroom-items';
import { useCatalogue } from '../../shell/catalogue-context';
import { ConfigCarousel } from '../ConfigCarousel';
import { HomeSection } from '../HomeSection';
import type { SectionProps } from './section-props';

const Beside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A `showrooms` section: the accordion, and the photo carousel beside it when there is one. */
export function ShowroomsSection({ section }: SectionProps<'showrooms'>) {
  const { catalogue } = useCatalogue();
  const accordion = <Accordion items={showroomItems(catalogue, section.items)} />;
  return (
    <HomeSection heading={section.heading}>
      {section.photos ? (
        <Beside>
          {accordion}
          <ConfigCarousel carousel={section.photos} />
        </Beside>
      ) : (
        accordion
      )}
    </HomeSection>
  );
}
