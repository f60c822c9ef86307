import { EmbedGrid } from '../EmbedGrid';
import { HomeSection } from '../HomeSection';
import type { SectionProps } from './section-props';

export function EmbedsSection({ section }: SectionProps<'embeds'>) {
  return (
    <HomeSection heading={section.heading}>
      <EmbedGrid embeds={section.embeds} />
    </HomeSection>
  );
}
