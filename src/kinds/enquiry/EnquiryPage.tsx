import styled from 'styled-components';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { PageBreadcrumb } from '../../shell/PageBreadcrumb';
import { EnquirySection } from './EnquirySection';
import type { EnquiryPageConfig } from './kind';

const Intro = styled.p`
  margin: 0 0 var(--space-6);
  color: var(--color-muted);
  max-width: 60ch;
`;

/** /Enqueries: breadcrumb, heading, a short intro and the enquiry form. */
export function EnquiryPage({ page }: { page: EnquiryPageConfig }) {
  return (
    <Container>
      <PageBreadcrumb id={page.id} />
      <PageHeading>{page.heading}</PageHeading>
      <Intro>{page.intro}</Intro>
      <EnquirySection />
    </Container>
  );
}
