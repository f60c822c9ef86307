import type { SiteCatalogue, ShowroomConfig } from '../catalogue/schema';
import type { EmbedFacadeProps } from '../components/embed/EmbedFacade';
import { fillTemplate } from '../domain/templates';

/** A showroom's map as a click-to-load frame: its poster, its address and the play button's name. */
export function mapEmbed({ texts }: SiteCatalogue, map: ShowroomConfig['maps'][number]): EmbedFacadeProps {
  return { title: map.title, src: map.embed, poster: map.poster, playLabel: fillTemplate(texts.embed.play, { title: map.title }) };
}
