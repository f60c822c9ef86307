import { useMemo } from 'react';
import { usePageCatalogue } from '../../shell/catalogue-context';
import { EnquiryForm, type EnquiryFormTexts } from '../../components/form/EnquiryForm';
import type { FormNotice } from '../../components/form/use-enquiry-form';
import { EnquiryBoxFull, EnquiryBusy } from '../../data/enquiry-box';
import { EnquiryOffline } from '../../data/offline';
import { useEnquiry, type EnquiryTarget } from '../../data/use-enquiry';
import type { EnquiryFieldSpec } from '../../components/form/enquiry-values';
import type { SiteCatalogue } from '../../catalogue/schema';
import { fieldPattern } from '../../domain/field-formats';
import { fillTemplate, telHref } from '../../domain/templates';
import { shopChatHref } from '../../shell/shop-chat';
import { enquiryLang } from './enquiry-lang';

/** The enquiry form bound to the config's fields and texts and the shop's enquiry collection. */
export function EnquirySection() {
  const { catalogue } = usePageCatalogue();
  const { enquiries } = catalogue;
  // Each field's format as firestore.rules check it: its own pattern, else its kind's (e-mail, phone).
  // Kept across renders: the send function and the form's fields stay the same objects.
  const fields = useMemo(() => enquiries?.fields.map((field) => ({ ...field, pattern: fieldPattern(field) })), [enquiries]);
  // The config check refuses an enquiry page or tab without the block, so this is a bug, not a state to draw.
  if (!enquiries) throw new Error('the enquiry form needs the "enquiries" block of the catalogue');
  const target: BoundTarget = {
    ...enquiries,
    fields: fields ?? [],
    utcOffsetMinutes: catalogue.site.utcOffsetMinutes,
    ...enquiryLang(catalogue),
  };
  return (
    <BoundForm target={target} texts={catalogue.texts.enquiry} timeoutMs={catalogue.settings.writeTimeoutMs} explain={explain(catalogue)} />
  );
}

/** The failures the page words itself; any other shows the form's failure text with the error's message. */
function explain(catalogue: SiteCatalogue): (error: unknown) => FormNotice | undefined {
  const full = boxFull(catalogue);
  return (error) => offline(catalogue, error) ?? full(error);
}

/** No connection: nothing was sent and the text is still in the form (texts.offline.enquiry). */
function offline({ texts }: SiteCatalogue, error: unknown): FormNotice | undefined {
  return error instanceof EnquiryOffline ? { message: texts.offline.enquiry } : undefined;
}

/**
 * Past the day's cap, or the day's counter held busy until the form stopped waiting: the config's words,
 * then the helpline and chat links, so the visitor still reaches the shop.
 */
function boxFull({ shop, texts, messages, site }: SiteCatalogue): (error: unknown) => FormNotice | undefined {
  return (error) => {
    const template =
      error instanceof EnquiryBoxFull ? texts.enquiry.boxFull : error instanceof EnquiryBusy ? texts.enquiry.busy : undefined;
    if (template === undefined) return undefined;
    const phone = shop.phones.helpline;
    return {
      message: fillTemplate(template, { phone }),
      links: [
        { label: phone, href: telHref(phone) },
        { label: texts.list.chat, href: shopChatHref({ shop, messages, site }), external: true },
      ],
    };
  };
}

type BoundTarget = EnquiryTarget & { fields: readonly EnquiryFieldSpec[]; minSeconds: number };

interface BoundFormProps {
  target: BoundTarget;
  texts: EnquiryFormTexts;
  timeoutMs: number;
  explain: (error: unknown) => FormNotice | undefined;
}

function BoundForm({ target, texts, timeoutMs, explain }: BoundFormProps) {
  const send = useEnquiry(target, timeoutMs);
  return <EnquiryForm fields={target.fields} texts={texts} onSubmit={send} minSeconds={target.minSeconds} explain={explain} />;
}
