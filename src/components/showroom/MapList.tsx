import styled from 'styled-components';
import { CardGrid } from '../card/CardGrid';
import { EmbedFacade } from '../embed/EmbedFacade';
import type { Img } from '../types';

const List = styled(CardGrid).attrs({ $min: '280px' })`
  margin: var(--space-3) 0 0;
  gap: var(--space-3);
`;

export interface MapItem {
  title: string;
  src: string;
  poster: Img;
  /** Accessible name of the button that loads the map frame. */
  playLabel: string;
}

/** Embedded maps, each a local poster until the visitor asks for the real frame. */
export function MapList({ maps }: { maps: MapItem[] }) {
  return (
    <List>
      {maps.map((map) => (
        <li key={map.src}>
          <EmbedFacade title={map.title} src={map.src} poster={map.poster} playLabel={map.playLabel} />
        </li>
      ))}
    </List>
  );
}
