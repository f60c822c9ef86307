import type { SiteCatalogue } from '../../catalogue/schema';
import { phoneLink } from '../../shell/phone-link';
import type { Paths } from '../../site/paths';
import type { OfflinePageProps } from './OfflinePage';

/** The offline page's props from the catalogue: the helpline, each showroom's address and phone (no directions). */
export function offlinePageProps(catalogue: SiteCatalogue, paths: Paths): OfflinePageProps {
  const { shop, showrooms, texts } = catalogue;
  const helpline = phoneLink(texts.topStrip.helpline, shop.phones.helpline);
  return {
    entry: texts.offline,
    helpline: { label: helpline.label, text: helpline.display, href: helpline.href },
    showrooms: showrooms.map((s) => ({
      id: s.id,
      name: s.name,
      lines: s.address,
      pin: { label: texts.showroom.pin, value: s.pin },
      phone: phoneLink(texts.showroom.phone, s.phone),
    })),
    home: paths.home?.route ?? '/',
  };
}
