import styled from 'styled-components';
import { CardGrid } from '../../../../components/card/CardGrid';
import { useCatalogue } from '../../../../shell/catalogue-context';
import { EmbedFacade } from '../../../../components/embed/EmbedFacade';
import type { HomeSectionOf } from '../../kind';
import { fillTemplate } from '../../../../domain/templates';

type Embed = HomeSectionOf<'embeds'>['embeds'][number];

const Note = styled.p`
  margin: 0 0 var(--space-3);
  color: var(--color-muted);
  font-size: 0.9rem;
`;

/** Third-party frames as facades: a local poster until the visitor presses play. */
export function EmbedGrid({ embeds }: { embeds: Embed[] }) {
  const { texts } = useCatalogue().catalogue;
  return (
    <>
      <Note>{texts.embed.external}</Note>
      <CardGrid $min="300px">
        {embeds.map((e) => (
          <li key={e.src}>
            <EmbedFacade
              title={e.title}
              src={e.src}
              poster={e.poster}
              playLabel={fillTemplate(texts.embed.play, { title: e.title })}
              ratio={e.poster.width && e.poster.height ? `${e.poster.width} / ${e.poster.height}` : undefined}
            />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
