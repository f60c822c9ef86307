import { Fragment } from 'react';
import styled from 'styled-components';
import { HydrateLater } from '../../shell/HydrateLater';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import type { HomeConfig } from './kind';
import { SectionView } from './sections/registry';

// Room between the last section, whichever it is, and the footer.
const End = styled.div`
  padding-bottom: var(--space-12);
`;

/** The home page: its heading, then its `sections` in their order, each by the component of its type; all but the first hydrate later. */
export function HomePage({ entry: home }: { entry: HomeConfig }) {
  const last = home.sections.length - 1;
  return (
    <Container>
      <PageHeading>{home.heading}</PageHeading>
      {home.sections.map((section, i) => {
        // Sections have no ids and a type may repeat: their place in the list is their identity.
        const view = <SectionView section={section} first={i === 0} />;
        // The first section is the first screen; the rest hydrate after it (see HydrateLater).
        const part = i === 0 ? view : <HydrateLater>{view}</HydrateLater>;
        return i === last ? <End key={i}>{part}</End> : <Fragment key={i}>{part}</Fragment>;
      })}
    </Container>
  );
}
