import { useId } from 'react';
import styled from 'styled-components';
import { useCatalogue, usePagePart } from '../../shell/catalogue-context';
import { mapEmbed } from '../../shell/map-embed';
import { zoomProps } from '../../shell/zoom-props';
import { Accordion } from '../../components/accordion/Accordion';
import { EmbedFacade } from '../../components/embed/EmbedFacade';
import { Container } from '../../components/page/Container';
import { PageHeading, SectionHeading } from '../../components/page/PageHeading';
import { PhotoGallery } from '../../components/showroom/PhotoGallery';
import { ShowroomPhoto } from '../../components/showroom/ShowroomPhoto';
import type { ShowroomConfig } from '../../catalogue/schema';
import type { ShowroomPageConfig } from './kind';
import { usePanelItems } from './use-panel-items';
import { storeData } from '../../structured-data/store';
import { StructuredData } from '../../structured-data/StructuredData';
import { breakpoint } from '../../theme/layout';

const Top = styled.div`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  @media (min-width: ${breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
  }
`;

const MapBox = styled.div`
  max-width: 960px;
`;

export interface ShowroomPageProps {
  page: ShowroomPageConfig;
  showroom: ShowroomConfig;
}

/** Any showroom page: photo, accordion of details, zoomable photos and a map. */
export function ShowroomPage({ page, showroom }: ShowroomPageProps) {
  const { catalogue } = useCatalogue();
  const showroomPages = usePagePart('showroomPages');
  const panels = usePanelItems(page, showroom);
  const photosId = useId();
  const mapId = useId();
  const [map] = showroom.maps;

  return (
    <Container>
      <StructuredData data={storeData(catalogue, showroomPages, showroom)} />
      <PageHeading>{page.heading}</PageHeading>
      <Top>
        <ShowroomPhoto image={page.photo ?? showroom.photo} />
        <Accordion items={panels} headingLevel={2} />
      </Top>
      {page.photos.length > 0 && (
        <section aria-labelledby={photosId}>
          <SectionHeading id={photosId}>{page.photosHeading}</SectionHeading>
          <PhotoGallery images={page.photos} openLabel={zoomProps(catalogue).openLabel} />
        </section>
      )}
      {map && (
        <section aria-labelledby={mapId}>
          <SectionHeading id={mapId}>{page.mapHeading}</SectionHeading>
          <MapBox>
            <EmbedFacade {...mapEmbed(catalogue, map)} />
          </MapBox>
        </section>
      )}
    </Container>
  );
}
