import type { AccordionItem } from '../components/accordion/Accordion';
import { ShowroomAddress } from '../components/showroom/ShowroomAddress';
import type { SiteCatalogue } from '../catalogue/schema';
import { byId } from '../domain/by-id';
import { phoneLink } from './phone-link';

/** Accordion panels (name, address, phone, directions) for the given showroom ids. */
export function showroomItems(catalogue: SiteCatalogue, ids: readonly string[]): AccordionItem[] {
  const { texts } = catalogue;
  return ids.map((id) => {
    const s = byId(catalogue.showrooms, id);
    return {
      heading: s.name,
      content: (
        <ShowroomAddress
          lines={s.address}
          pin={{ label: texts.showroom.pin, value: s.pin }}
          phone={phoneLink(texts.showroom.phone, s.phone)}
          directions={{ label: texts.showroom.directions, href: s.directions }}
        />
      ),
    };
  });
}
