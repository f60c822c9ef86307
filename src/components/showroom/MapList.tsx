import styled from 'styled-components';
import { EmbedFacade } from '../embed/EmbedFacade';
import type { Img } from '../types';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
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
