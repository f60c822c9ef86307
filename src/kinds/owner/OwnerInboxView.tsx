import { useEffect } from 'react';
import { Inbox } from '../../components/owner/Inbox';
import { NotOwner } from '../../components/owner/NotOwner';
import type { InboxLanguage, InboxShop } from '../../components/owner/enquiry-links';
import type { OwnerTexts } from '../../components/owner/owner-texts';
import { saveTextFile } from '../../components/owner/save-file';
import type { PageCatalogue } from '../../catalogue/schema';
import type { OwnerFailure } from '../../data/owner/failure';
import type { OwnerInbox } from '../../data/owner/owner-inbox';
import { useOwnerInbox } from '../../data/owner/use-owner-inbox';
import { NOTE_MAX_LENGTH, ownerStatuses } from '../../domain/enquiry-keys';
import { enquiriesCsv } from '../../domain/enquiry-export';
import { replyMessageIn } from '../../domain/owner-reply';
import { shopLanguages } from '../../domain/shop-languages';
import { failureText } from './failure-text';

export interface OwnerInboxViewProps {
  inbox: OwnerInbox;
  texts: OwnerTexts;
  email: string;
  catalogue: PageCatalogue<'owner'>;
  enquiries: NonNullable<PageCatalogue<'owner'>['enquiries']>;
  /** A read that found the sign-in gone: the page asks for it again. */
  onSignedOut: () => void;
}

/** The shop's languages, the default first, each with the reply in it (the owner's page brings them all). */
function inboxLanguages(catalogue: PageCatalogue<'owner'>): InboxLanguage[] {
  const { replyMessage } = catalogue.owner.texts.card;
  return (catalogue.languages ?? shopLanguages(catalogue)).map(({ key, label, lang }) => ({
    key,
    label,
    lang,
    replyMessage: replyMessageIn(replyMessage, catalogue.translations, key),
  }));
}

/** The enquiries of a signed-in owner: the inbox bound to the shop's fields, statuses and box. */
export function OwnerInboxView({ inbox, texts, email, catalogue, enquiries, onSignedOut }: OwnerInboxViewProps) {
  const statuses = ownerStatuses(enquiries);
  const state = useOwnerInbox(inbox, statuses);
  const { list, numbers } = state;
  const { site, shop } = catalogue;
  const gone = list.failure?.kind === 'signedOut';
  useEffect(() => {
    if (gone) onSignedOut();
  }, [gone, onSignedOut]);
  if (list.failure?.kind === 'notOwner') return <NotOwner texts={texts} email={email} shop={shop.name} />;
  const inboxShop: InboxShop = {
    name: shop.name,
    chatUrl: shop.chatUrl,
    // For numbers typed the national way: the shop's country's code, worked out at build time.
    callingCode: catalogue.callingCode,
    utcOffsetMinutes: site.utcOffsetMinutes,
    locale: site.lang,
    // A shop of several languages: each card says which its visitor wrote in, and replies in it.
    ...(catalogue.locales ? { languages: inboxLanguages(catalogue) } : {}),
  };
  const saved = async (failure: Promise<OwnerFailure | null>) => {
    const f = await failure;
    return f ? failureText(texts, f) : null;
  };
  const filter = state.filter === 'all' ? null : state.filter.status;
  return (
    <Inbox
      texts={texts}
      shop={inboxShop}
      fields={enquiries.fields}
      statuses={statuses}
      noteMaxLength={NOTE_MAX_LENGTH}
      filter={filter}
      counts={numbers.byStatus}
      {...(numbers.total !== undefined ? { total: numbers.total } : {})}
      {...(numbers.today ? { today: { count: numbers.today.count, limit: numbers.today.dailyLimit } } : {})}
      phase={list.phase}
      {...(list.failure ? { error: failureText(texts, list.failure) } : {})}
      enquiries={list.enquiries}
      hasMore={list.next !== null}
      loadingMore={list.loadingMore}
      {...(list.moreFailure ? { moreError: failureText(texts, list.moreFailure) } : {})}
      onFilter={(status) => state.setFilter(status === null ? 'all' : { status })}
      onRetry={state.retry}
      onMore={state.more}
      onExport={() =>
        saveTextFile(
          `${enquiries.collection}${filter ? `-${filter}` : ''}.csv`,
          enquiriesCsv(enquiries.fields, list.enquiries, { lang: Boolean(catalogue.locales) }),
        )
      }
      onStatus={(id, status) => saved(state.setStatus(id, status))}
      onNote={(id, note) => saved(state.setNote(id, note))}
      onRemove={(id) => saved(state.remove(id))}
    />
  );
}
