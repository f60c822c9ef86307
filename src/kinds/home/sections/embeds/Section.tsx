import type { SectionProps } from '../section-props';
import { EmbedGrid } from './EmbedGrid';

/** An `embeds` section: third-party frames under its heading. */
export default function EmbedsSection({ section }: SectionProps<'embeds'>) {
  return <EmbedGrid embeds={section.embeds} />;
}
