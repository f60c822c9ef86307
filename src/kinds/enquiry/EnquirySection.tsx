import { useCatalogue } from '../shell/catalogue-context';
import { EnquiryForm } from '../../components/form/EnquiryForm';
import type { EnquiryValues } from '../../components/form/enquiry-values';
import { useEnquiry } from '../../data/use-enquiry';

/** The enquiry form bound to the config's texts and the shop's enquiry collection. */
export function EnquirySection() {
  const { catalogue } = useCatalogue();
  const send = useEnquiry(catalogue.enquiries.collection, catalogue.enquiries.status, catalogue.settings.writeTimeoutMs);
  // The form's field names meet the shop's stored names here, and only here.
  const onSubmit = (v: EnquiryValues) =>
    send({ title: v.name, mobile: v.mobile, emailaddress: v.email, city: v.city, enquiry: v.comment });
  return <EnquiryForm texts={catalogue.texts.enquiry} onSubmit={onSubmit} />;
}
