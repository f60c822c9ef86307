import styled from 'styled-components';
import { useCatalogue } from '../shell/catalogue-context';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { PageBreadcrumb } from '../shell/PageBreadcrumb';
import { EnquirySection } from './EnquirySection';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.muted};
  max-width: 60ch;
`;

/** /Enqueries: breadcrumb, heading, a short intro and the enquiry form. */
export function EnquiryPage() {
  const { catalogue } = useCatalogue();
  const page = catalogue.enquiry;
  return (
    <Container>
      <PageBreadcrumb id={page.id} />
      <PageHeading>{page.heading}</PageHeading>
      <Intro>{page.intro}</Intro>
      <EnquirySection />
    </Container>
  );
}
