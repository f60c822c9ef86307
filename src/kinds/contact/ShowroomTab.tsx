import styled from 'styled-components';
import { useCatalogue } from '../../shell/catalogue-context';
import { EmbedFacade } from '../../components/embed/EmbedFacade';
import { ChatLink } from '../../components/showroom/ChatLink';
import { LabelledLink } from '../../components/showroom/LabelledLink';
import { ShowroomAddress } from '../../components/showroom/ShowroomAddress';
import type { ContactConfig } from './kind';
import type { ShowroomConfig } from '../../catalogue/schema';
import { mailHref, telHref } from '../../domain/templates';
import { mapEmbed } from '../../shell/map-embed';
import { phoneLink } from '../../shell/phone-link';
import { shopChatHref } from '../../shell/shop-chat';
import { breakpoint } from '../../theme/layout';

type ShowroomTabConfig = Extract<ContactConfig['tabs'][number], { kind: 'showroom' }>;

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  @media (min-width: ${breakpoint.tablet}) {
    grid-template-columns: minmax(260px, 2fr) 3fr;
  }
`;

const Details = styled.div`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  p {
    margin: 0;
  }
`;

/** A contact tab for one showroom: address, phone, chat link and the extras the config asks for. */
export function ShowroomTab({
  tab,
  showroom,
  contact,
  first = false,
}: {
  tab: ShowroomTabConfig;
  showroom: ShowroomConfig;
  contact: ContactConfig;
  /** The tab shown at first: its map poster is on the first screen, and is the page's largest paint. */
  first?: boolean;
}) {
  const { catalogue } = useCatalogue();
  const { texts, shop } = catalogue;
  const extras = new Set(tab.extras);
  const [map] = showroom.maps;
  return (
    <Layout>
      <Details>
        <ShowroomAddress
          name={showroom.name}
          lines={showroom.address}
          pin={{ label: texts.showroom.pin, value: showroom.pin }}
          phone={phoneLink(texts.showroom.phone, showroom.phone)}
        />
        <ChatLink label={contact.chatLabel} href={shopChatHref(catalogue)} />
        {extras.has('business-phone') && (
          <LabelledLink label={contact.businessPhone} text={shop.phones.business} href={telHref(shop.phones.business)} />
        )}
        {extras.has('email') && <LabelledLink label={contact.emailLabel} text={shop.email} href={mailHref(shop.email)} />}
      </Details>
      {extras.has('map') && map && <EmbedFacade {...mapEmbed(catalogue, map)} eager={first} />}
    </Layout>
  );
}
