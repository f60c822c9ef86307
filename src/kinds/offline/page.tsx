import { useCatalogue } from '../../shell/catalogue-context';
import { phoneLink } from '../../shell/phone-link';
import { definePage } from '../page-module';
import { OfflinePage, type OfflineTexts } from './OfflinePage';

// Its entry is `texts.offline` (see offlineEntry in site/route-table.ts).
export default definePage<OfflineTexts>({
  Component: function Offline({ entry }) {
    const { catalogue, paths } = useCatalogue();
    const { shop, showrooms, texts } = catalogue;
    const helpline = phoneLink(texts.topStrip.helpline, shop.phones.helpline);
    return (
      <OfflinePage
        entry={entry}
        helpline={{ label: helpline.label, text: helpline.display, href: helpline.href }}
        showrooms={showrooms.map((s) => ({
          id: s.id,
          name: s.name,
          lines: s.address,
          pin: { label: texts.showroom.pin, value: s.pin },
          phone: phoneLink(texts.showroom.phone, s.phone),
        }))}
        home={paths.home?.route ?? '/'}
      />
    );
  },
});
