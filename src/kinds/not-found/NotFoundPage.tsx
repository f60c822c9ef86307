import { useCatalogue } from '../../shell/catalogue-context';
import type { Catalogue } from '../../catalogue/schema';
import { AppLink } from '../../components/link/AppLink';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';

/** The not-found page's words: its entry, `texts.notFound`. */
export type NotFoundTexts = Catalogue['texts']['notFound'];

/** Any unknown path, inside the shared chrome. */
export function NotFoundPage({ entry }: { entry: NotFoundTexts }) {
  const { paths } = useCatalogue();
  return (
    <Container>
      <PageHeading>{entry.title}</PageHeading>
      <p>{entry.body}</p>
      <p>
        <AppLink href={paths.home?.route ?? '/'}>{entry.home}</AppLink>
      </p>
    </Container>
  );
}
