import styled from 'styled-components';
import { useCatalogue } from '../../shell/catalogue-context';
import type { CategoryConfig } from './kind';
import { CardGrid } from '../../components/card/CardGrid';
import { InfoCard } from '../../components/card/InfoCard';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { PageBreadcrumb } from '../../shell/PageBreadcrumb';
import { breadcrumbListData } from '../../structured-data/breadcrumb-list';
import { StructuredData } from '../../structured-data/StructuredData';

const Note = styled.p`
  margin: var(--space-6) 0 0;
  font-weight: 600;
  color: var(--color-muted);
`;

/** A category: breadcrumb and one card per product list (or an unlinked card). */
export function CategoryPage({ category }: { category: CategoryConfig }) {
  const { catalogue, paths } = useCatalogue();
  const { texts } = catalogue;
  const page = paths.page(category.id);
  return (
    <Container>
      {page && <StructuredData data={breadcrumbListData(catalogue, page)} />}
      <PageBreadcrumb id={category.id} />
      <PageHeading>{category.heading ?? category.title}</PageHeading>
      <CardGrid>
        {category.cards.map((card) => (
          <li key={card.title}>
            <InfoCard
              title={card.title}
              tagline={card.tagline}
              image={card.image}
              href={paths.hrefFor(card.to)}
              linkLabel={texts.card.learnMore}
            />
          </li>
        ))}
      </CardGrid>
      {category.notes.map((note) => (
        <Note key={note}>{note}</Note>
      ))}
    </Container>
  );
}
