import type { AccordionItem } from '../../src/components/accordion/Accordion';
import { ShowroomAddress } from '../../src/components/showroom/ShowroomAddress';
import { telHref } from '../../src/domain/templates';
import { byId, catalogue, texts } from './site';

/** Accordion panels for configured showrooms, as the footer and home page show them. */
export function showroomItems(ids: readonly string[]): AccordionItem[] {
  return ids.map((id) => {
    const s = byId(catalogue.showrooms, id);
    return {
      heading: s.name,
      content: (
        <ShowroomAddress
          lines={s.address}
          pin={{ label: texts.showroom.pin, value: s.pin }}
          phone={{ label: texts.showroom.phone, display: s.phone, href: telHref(s.phone) }}
          directions={{ label: texts.showroom.directions, href: s.directions }}
        />
      ),
    };
  });
}
