import { useCatalogue } from '../../shell/catalogue-context';
import type { AccordionItem } from '../../components/accordion/Accordion';
import { AppLink } from '../../components/link/AppLink';
import { MapList } from '../../components/showroom/MapList';
import { ShowroomAddress } from '../../components/showroom/ShowroomAddress';
import type { ShowroomConfig } from '../../catalogue/schema';
import type { ShowroomPageConfig } from './kind';
import { mapEmbed } from '../../shell/map-embed';
import { phoneLink } from '../../shell/phone-link';

/** Accordion panels of a showroom page, each showing the pieces its `show` list names. */
export function usePanelItems(page: ShowroomPageConfig, showroom: ShowroomConfig): AccordionItem[] {
  const { catalogue, paths } = useCatalogue();
  const { texts } = catalogue;
  // A 'contact' panel needs a contact page; the config check makes sure there is one. Found in the page index:
  // the contact page's own entry comes with its own route.
  const contactPage = catalogue.pages.find((p) => p.kind === 'contact');
  const contact = contactPage ? paths.link(contactPage.id) : undefined;
  const maps = showroom.maps.map((m) => mapEmbed(catalogue, m));

  return page.panels.map(({ heading, show }) => {
    const has = (kind: (typeof show)[number]) => show.includes(kind);
    return {
      heading,
      content: (
        <>
          {has('contact') && contact?.href && (
            <p>
              <AppLink href={contact.href}>{contact.label}</AppLink>
            </p>
          )}
          <ShowroomAddress
            lines={has('address') ? showroom.address : undefined}
            pin={has('address') ? { label: texts.showroom.pin, value: showroom.pin } : undefined}
            phone={has('phone') || has('contact') ? phoneLink(texts.showroom.phone, showroom.phone) : undefined}
            directions={has('directions') ? { label: texts.showroom.directions, href: showroom.directions } : undefined}
          />
          {has('maps') && <MapList maps={maps} />}
        </>
      ),
    };
  });
}
