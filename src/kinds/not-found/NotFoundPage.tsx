import { useCatalogue } from '../shell/catalogue-context';
import { AppLink } from '../../components/link/AppLink';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';

/** Any unknown path, inside the shared chrome. */
export function NotFoundPage() {
  const { catalogue, paths } = useCatalogue();
  const t = catalogue.texts.notFound;
  return (
    <Container>
      <PageHeading>{t.title}</PageHeading>
      <p>{t.body}</p>
      <p>
        <AppLink href={paths.hrefFor(catalogue.home.id) ?? '/'}>{t.home}</AppLink>
      </p>
    </Container>
  );
}
