import styled from 'styled-components';
import type { Catalogue } from '../../catalogue/schema';
import { AppLink } from '../../components/link/AppLink';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { LabelledLink } from '../../components/showroom/LabelledLink';
import { ShowroomAddress, type ShowroomAddressProps } from '../../components/showroom/ShowroomAddress';
import { OFFLINE_PAGE_ATTRIBUTE } from './offline-marker';

/** The offline page's words: its entry, `texts.offline`. */
export type OfflineTexts = Catalogue['texts']['offline'];

const Showrooms = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

export interface OfflinePageProps {
  entry: OfflineTexts;
  /** The shop's helpline, as a labelled tel: link. */
  helpline: { label: string; text: string; href: string };
  /** Each showroom's name, address and phone (no directions: maps need the network). */
  showrooms: (ShowroomAddressProps & { id: string })[];
  home: string;
}

/** A page the phone has not kept, asked for with no connection: the shop's phones and showrooms, inside the chrome. */
export function OfflinePage({ entry, helpline, showrooms, home }: OfflinePageProps) {
  return (
    <Container {...{ [OFFLINE_PAGE_ATTRIBUTE]: '' }}>
      <PageHeading>{entry.title}</PageHeading>
      <p>{entry.body}</p>
      <h2>{entry.phones}</h2>
      <LabelledLink {...helpline} />
      {showrooms.length > 0 && (
        <Showrooms>
          {showrooms.map(({ id, ...showroom }) => (
            <li key={id}>
              <ShowroomAddress {...showroom} />
            </li>
          ))}
        </Showrooms>
      )}
      <p>{entry.maps}</p>
      <p>
        <AppLink href={home}>{entry.home}</AppLink>
      </p>
    </Container>
  );
}
