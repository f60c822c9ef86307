import { useCatalogue, usePagePart } from '../../shell/catalogue-context';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { Tabs, type TabItem } from '../../components/tabs/Tabs';
import { byId } from '../../domain/by-id';
import { EnquirySection } from '../enquiry/EnquirySection';
import { PageBreadcrumb } from '../../shell/PageBreadcrumb';
import { ShowroomTab } from './ShowroomTab';
import type { ContactConfig } from './kind';
import { storeData } from '../../structured-data/store';
import { StructuredData } from '../../structured-data/StructuredData';

/** /contact-us: breadcrumb, the help-centre heading and one tab per config entry. */
export function ContactPage({ contact }: { contact: ContactConfig }) {
  const { catalogue } = useCatalogue();
  const showroomPages = usePagePart('showroomPages');
  const items: TabItem[] = contact.tabs.map((tab, i) => ({
    label: tab.label,
    content:
      tab.kind === 'showroom' ? (
        <ShowroomTab tab={tab} showroom={byId(catalogue.showrooms, tab.showroom)} contact={contact} first={i === 0} />
      ) : (
        <EnquirySection />
      ),
  }));
  // The showrooms the tabs present, described for search engines.
  const stores = contact.tabs.flatMap((tab) => (tab.kind === 'showroom' ? [byId(catalogue.showrooms, tab.showroom)] : []));
  return (
    <Container>
      {stores.map((showroom) => (
        <StructuredData key={showroom.id} data={storeData(catalogue, showroomPages, showroom)} />
      ))}
      <PageBreadcrumb id={contact.id} />
      <PageHeading>{contact.heading}</PageHeading>
      <Tabs label={contact.heading} items={items} />
    </Container>
  );
}
