import styled from 'styled-components';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import type { HomeConfig } from './kind';
import { SectionView } from './sections/registry';

// Room between the last section, whichever it is, and the footer.
const End = styled.div`
  padding-bottom: var(--space-12);
`;

/** The home page: its heading, then its `sections` in their order, each by the component of its type. */
export function HomePage({ entry: home }: { entry: HomeConfig }) {
  const last = home.sections.length - 1;
  return (
    <Container>
      <PageHeading>{home.heading}</PageHeading>
      {home.sections.map((section, i) => {
        // Sections have no ids and a type may repeat: their place in the list is their identity.
        const view = <SectionView key={i} section={section} first={i === 0} />;
        return i === last ? <End key={i}>{view}</End> : view;
      })}
    </Container>
  );
}
