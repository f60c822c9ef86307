import { useId } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import { EnquiryCard, type EnquiryCardProps } from './EnquiryCard';
import type { InboxEnquiry, InboxField, InboxShop } from './enquiry-links';
import type { OwnerTexts } from './owner-texts';
import { CardList, ErrorText, PrimaryButton, QuietText, Screen, SecondaryButton } from './owner-styles';

export interface InboxProps extends Pick<EnquiryCardProps, 'onStatus' | 'onNote' | 'onRemove'> {
  texts: OwnerTexts;
  shop: InboxShop;
  /** `enquiries.fields`. */
  fields: readonly InboxField[];
  /** The statuses to filter by and set: `enquiries.status` (what new enquiries get) first, then `enquiries.statuses`. */
  statuses: readonly string[];
  /** The most characters of a private note. */
  noteMaxLength: number;
  /** The status shown, or null for all. */
  filter: string | null;
  /** Enquiries by status, those counted; a status without a count shows without one. */
  counts: Readonly<Record<string, number>>;
  /** Enquiries in all, when counted. */
  total?: number;
  /** Today's box ("12 of 200 today"), when read. */
  today?: { count: number; limit: number };
  /** The first page: being read, read, or failed (with `error`, in the page's words, and Retry). */
  phase: 'loading' | 'ready' | 'failed';
  error?: string;
  /** What the list shows, newest first. */
  enquiries: readonly InboxEnquiry[];
  /** Whether "More" has more to show. */
  hasMore: boolean;
  loadingMore?: boolean;
  /** Why the last "More" failed; the list stays. */
  moreError?: string;
  onFilter: (status: string | null) => void;
  onRetry: () => void;
  onMore: () => void;
  /** Downloads what the list shows as CSV. */
  onExport: () => void;
}

const Head = styled.div`
  display: grid;
  gap: var(--space-1);
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-3);
  strong {
    color: var(--color-brand);
  }
`;

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  button[aria-pressed='true'] {
    background: var(--color-brand);
    color: var(--color-on-brand);
    border-color: var(--color-brand);
  }
`;

const Foot = styled.div`
  display: grid;
  gap: var(--space-2);
`;

/**
 * The owner's inbox, one column for a phone: the status filter with its counts, how many are new and
 * today's box, the enquiries (each an EnquiryCard), then More and the CSV of what is shown. Loading,
 * an empty inbox and a failure with Retry each say so in place of the list.
 */
export function Inbox(props: InboxProps) {
  const { texts, statuses, filter, counts, total, today, phase, error, enquiries, hasMore, loadingMore = false, moreError } = props;
  const t = texts.inbox;
  const headingId = useId();
  const newCount = statuses[0] === undefined ? undefined : counts[statuses[0]];
  const filterTotal = filter === null ? total : counts[filter];
  const option = (status: string, count: number | undefined) =>
    count === undefined ? status : fillTemplate(t.filterOption, { status, count });
  return (
    <Screen aria-labelledby={headingId} aria-busy={phase === 'loading' || loadingMore}>
      <Head>
        <Title>
          <h2 id={headingId}>{t.heading}</h2>
          {newCount !== undefined && newCount > 0 && <strong>{fillTemplate(t.newCount, { count: newCount })}</strong>}
        </Title>
        {today && <p>{fillTemplate(today.count >= today.limit ? t.todayFull : t.today, { count: today.count, limit: today.limit })}</p>}
      </Head>
      <Filter role="group" aria-label={t.filterLabel}>
        <SecondaryButton type="button" aria-pressed={filter === null} onClick={() => props.onFilter(null)}>
          {option(t.all, total)}
        </SecondaryButton>
        {statuses.map((status) => (
          <SecondaryButton key={status} type="button" aria-pressed={filter === status} onClick={() => props.onFilter(status)}>
            {option(status, counts[status])}
          </SecondaryButton>
        ))}
      </Filter>
      {phase === 'loading' ? (
        <QuietText role="status">{t.loading}</QuietText>
      ) : phase === 'failed' ? (
        <Foot>
          <ErrorText role="alert">{error}</ErrorText>
          <PrimaryButton type="button" onClick={props.onRetry}>
            {t.retry}
          </PrimaryButton>
        </Foot>
      ) : enquiries.length === 0 ? (
        <QuietText role="status">{filter === null ? t.empty : fillTemplate(t.emptyStatus, { status: filter })}</QuietText>
      ) : (
        <>
          <CardList>
            {enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard
                  texts={texts}
                  shop={props.shop}
                  fields={props.fields}
                  statuses={statuses}
                  noteMaxLength={props.noteMaxLength}
                  enquiry={enquiry}
                  onStatus={props.onStatus}
                  onNote={props.onNote}
                  onRemove={props.onRemove}
                />
              </li>
            ))}
          </CardList>
          <Foot>
            {filterTotal !== undefined && <QuietText>{fillTemplate(t.shown, { shown: enquiries.length, total: filterTotal })}</QuietText>}
            {moreError && <ErrorText role="alert">{moreError}</ErrorText>}
            {hasMore && (
              <PrimaryButton type="button" onClick={props.onMore} disabled={loadingMore}>
                {loadingMore ? t.loadingMore : t.more}
              </PrimaryButton>
            )}
            <SecondaryButton type="button" onClick={props.onExport}>
              {fillTemplate(t.exportCsv, { count: enquiries.length })}
            </SecondaryButton>
          </Foot>
        </>
      )}
    </Screen>
  );
}
