import { usePageCatalogue } from '../../shell/catalogue-context';
import { EnquiryForm, type EnquiryFormTexts } from '../../components/form/EnquiryForm';
import { useEnquiry, type EnquiryTarget } from '../../data/use-enquiry';
import type { EnquiryFieldSpec } from '../../components/form/enquiry-values';

/** The enquiry form bound to the config's fields and texts and the shop's enquiry collection. */
export function EnquirySection() {
  const { catalogue } = usePageCatalogue();
  const { enquiries } = catalogue;
  // The config check refuses an enquiry page or tab without the block, so this is a bug, not a state to draw.
  if (!enquiries) throw new Error('the enquiry form needs the "enquiries" block of the catalogue');
  return <BoundForm target={enquiries} texts={catalogue.texts.enquiry} timeoutMs={catalogue.settings.writeTimeoutMs} />;
}

type BoundTarget = EnquiryTarget & { fields: readonly EnquiryFieldSpec[]; minSeconds: number };

function BoundForm({ target, texts, timeoutMs }: { target: BoundTarget; texts: EnquiryFormTexts; timeoutMs: number }) {
  const send = useEnquiry(target, timeoutMs);
  return <EnquiryForm fields={target.fields} texts={texts} onSubmit={send} minSeconds={target.minSeconds} />;
}
