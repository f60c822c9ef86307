import type { OwnerEnquiry } from './owner-enquiry';
import type { OwnerFailure } from './failure';

/** Enquiries a page of the inbox holds. */
export const INBOX_PAGE_SIZE = 25;

/** Which enquiries the inbox lists: every one, or those of one status. */
export type InboxFilter = { status: string } | 'all';

/**
 * Where the next page starts: the last enquiry shown. Opaque to callers (pass back what `page` returned);
 * `part` says which part of the list it is in, `at` is the implementation's own ordering value (a
 * Firestore Timestamp, the demo store's time) and `id` the document id.
 */
export interface InboxCursor {
  readonly part: 'dated' | 'undated';
  readonly at?: unknown;
  readonly id: string;
}

/** One page, newest first, and where the next begins (null: this was the last). */
export interface InboxPage {
  enquiries: OwnerEnquiry[];
  next: InboxCursor | null;
}

/** The day's enquiry box (the daily cap's counter): `count` of `dailyLimit` taken on the shop's day `day`. */
export interface TodayBox {
  day: number;
  count: number;
  dailyLimit: number;
}

/**
 * The owner's inbox: the enquiries collection read a page at a time, never whole.
 *
 * Order: newest first by `createdAt`; enquiries stored before `createdAt` existed (the field missing)
 * follow all the others, by document id. Reads reject with an OwnerFailure; saves resolve to null once
 * saved, or to the OwnerFailure that kept them from being saved (nothing the owner typed is taken from
 * the page by a failure: the caller still holds it).
 */
export interface OwnerInbox {
  /** How many enquiries a page holds (INBOX_PAGE_SIZE). */
  readonly pageSize: number;
  /** The first page (no cursor), or the page after `cursor`. */
  page(filter: InboxFilter, cursor?: InboxCursor | null): Promise<InboxPage>;
  /** How many enquiries the filter holds, by an aggregation (count) query, not by reading them. */
  count(filter: InboxFilter): Promise<number>;
  /** Today's counter of the daily cap (the shop's day, site.utcOffsetMinutes): "12 of 200 today". */
  today(): Promise<TodayBox>;
  /** Sets the status; only `status` and `updatedAt` change. */
  setStatus(id: string, status: string): Promise<OwnerFailure | null>;
  /** Sets the private note (at most NOTE_MAX_LENGTH characters); only `note` and `updatedAt` change. */
  setNote(id: string, note: string): Promise<OwnerFailure | null>;
  /** Deletes the enquiry (spam). Its counter unit and receipt stay, as the daily cap needs them. */
  remove(id: string): Promise<OwnerFailure | null>;
}

/** Where the inbox reads: the config's `enquiries` block and the shop's day. */
export interface InboxTarget {
  /** `enquiries.collection`. */
  collection: string;
  /** `enquiries.dailyLimit`. */
  dailyLimit: number;
  /** `site.utcOffsetMinutes`. */
  utcOffsetMinutes: number;
  /**
   * The keys of the shop's languages in a shop with `locales` (['en', 'bn']): an enquiry's `lang` is read only
   * when it is one of them. Absent in a shop of one language, whose enquiries say none.
   */
  languages?: readonly string[];
}
