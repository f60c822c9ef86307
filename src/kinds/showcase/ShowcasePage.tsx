import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { PageBreadcrumb } from '../../shell/PageBreadcrumb';
import { ShowcaseCards } from './ShowcaseCards';
import type { ShowcaseConfig } from './kind';

/** A showcase page such as /kidsfrock: breadcrumb, heading and its hand-picked cards. */
export function ShowcasePage({ showcase }: { showcase: ShowcaseConfig }) {
  return (
    <Container>
      <PageBreadcrumb id={showcase.id} />
      <PageHeading>{showcase.heading}</PageHeading>
      <ShowcaseCards showcase={showcase} />
    </Container>
  );
}
