import { useCatalogue } from '../../app/catalogue-context';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { Tabs, type TabItem } from '../../components/tabs/Tabs';
import { entryById } from '../registry';
import { EnquirySection } from '../enquiry/EnquirySection';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { PageTitle } from '../PageTitle';
import { ShowroomTab } from './ShowroomTab';

/** /contact-us: breadcrumb, the help-centre heading and one tab per config entry. */
export function ContactPage() {
  const { catalogue } = useCatalogue();
  const { contact } = catalogue;
  const items: TabItem[] = contact.tabs.map((tab) => ({
    label: tab.label,
    content:
      tab.kind === 'showroom' ? (
        <ShowroomTab tab={tab} showroom={entryById(catalogue.showrooms, tab.showroom)} />
      ) : (
        <EnquirySection />
      ),
  }));
  return (
    <Container>
      <PageTitle title={contact.title} />
      <PageBreadcrumb id={contact.id} />
      <PageHeading>{contact.heading}</PageHeading>
      <Tabs label={contact.heading} items={items} />
    </Container>
  );
}
