import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { PageTitle } from '../PageTitle';

/** Interim renderer for page kinds whose full screen is not built yet. */
export function PlaceholderPage({ id, title, heading }: { id: string; title: string; heading: string }) {
  return (
    <Container>
      <PageTitle title={title} />
      <PageBreadcrumb id={id} />
      <PageHeading>{heading}</PageHeading>
    </Container>
  );
}
