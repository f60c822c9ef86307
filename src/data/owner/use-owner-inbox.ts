import { useCallback, useEffect, useRef, useState } from 'react';
import { OwnerFailure } from './failure';
import type { OwnerEnquiry } from './owner-enquiry';
import type { InboxCursor, InboxFilter, OwnerInbox, TodayBox } from './owner-inbox';

/** The list as the inbox shows it: its first page loading, shown, or failed, and the pages added by "More". */
export interface InboxList {
  phase: 'loading' | 'ready' | 'failed';
  /** Why the first page failed (`failed`). */
  failure: OwnerFailure | null;
  enquiries: OwnerEnquiry[];
  /** Where "More" continues; null when the list is complete. */
  next: InboxCursor | null;
  loadingMore: boolean;
  /** Why the last "More" failed; the enquiries shown stay. */
  moreFailure: OwnerFailure | null;
}

/** The numbers above the list: enquiries by status and in all (counts), and today's box. Unknown until read, or when a read failed. */
export interface InboxNumbers {
  byStatus: Readonly<Record<string, number>>;
  total: number | undefined;
  today: TodayBox | undefined;
}

const asFailure = (error: unknown) =>
  error instanceof OwnerFailure ? error : new OwnerFailure('failed', error instanceof Error ? error.message : String(error));

const LOADING: InboxList = { phase: 'loading', failure: null, enquiries: [], next: null, loadingMore: false, moreFailure: null };

/**
 * The inbox's state for the page: the filter, the list (first page, then "More"), the counts and today's
 * box, and the owner's changes. A change resolves to null once saved (the list then shows it, and the
 * counts are read again) or to the failure that kept it from being saved; nothing in the list changes
 * then, so the page keeps what the owner chose or typed beside the failure.
 * `inbox` must be the same object from render to render (open it once); `statuses` may be a new array.
 */
export function useOwnerInbox(inbox: OwnerInbox, statuses: readonly string[]) {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [list, setList] = useState<InboxList>(LOADING);
  const [numbers, setNumbers] = useState<InboxNumbers>({ byStatus: {}, total: undefined, today: undefined });
  const [reads, setReads] = useState(0);
  const [counted, setCounted] = useState(0);
  // The filter and read the list now belongs to: answers to an earlier one are dropped.
  const current = useRef(0);
  const statusKey = JSON.stringify(statuses);

  useEffect(() => {
    const read = ++current.current;
    setList(LOADING);
    inbox.page(filter).then(
      (page) => read === current.current && setList({ ...LOADING, phase: 'ready', enquiries: page.enquiries, next: page.next }),
      (error: unknown) => read === current.current && setList({ ...LOADING, phase: 'failed', failure: asFailure(error) }),
    );
  }, [inbox, filter, reads]);

  useEffect(() => {
    let live = true;
    const names = JSON.parse(statusKey) as string[];
    void Promise.allSettled([inbox.count('all'), inbox.today(), ...names.map((status) => inbox.count({ status }))]).then(
      ([total, today, ...counts]) => {
        if (!live) return;
        const known = (r: PromiseSettledResult<unknown> | undefined) => (r?.status === 'fulfilled' ? r.value : undefined);
        const byStatus: Record<string, number> = {};
        names.forEach((status, i) => {
          const n = known(counts[i]);
          if (typeof n === 'number') byStatus[status] = n;
        });
        setNumbers({ byStatus, total: known(total) as number | undefined, today: known(today) as TodayBox | undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [inbox, statusKey, counted]);

  // The list as last drawn, for "More" to read its cursor without a state updater doing the request.
  const shown = useRef(list);
  useEffect(() => {
    shown.current = list;
  }, [list]);

  const more = useCallback(() => {
    const now = shown.current;
    if (now.phase !== 'ready' || !now.next || now.loadingMore) return;
    const read = current.current;
    shown.current = { ...now, loadingMore: true };
    setList((then) => ({ ...then, loadingMore: true, moreFailure: null }));
    inbox.page(filter, now.next).then(
      (page) =>
        read === current.current &&
        setList((then) => ({ ...then, loadingMore: false, enquiries: [...then.enquiries, ...page.enquiries], next: page.next })),
      (error: unknown) => read === current.current && setList((then) => ({ ...then, loadingMore: false, moreFailure: asFailure(error) })),
    );
  }, [inbox, filter]);

  const change = useCallback(async (id: string, saved: Promise<OwnerFailure | null>, apply: (e: OwnerEnquiry) => OwnerEnquiry | null) => {
    const failure = await saved;
    if (failure) return failure;
    setList((now) => ({ ...now, enquiries: now.enquiries.flatMap((e) => (e.id !== id ? [e] : (apply(e) ?? []))) }));
    setCounted((n) => n + 1);
    return null;
  }, []);

  return {
    filter,
    list,
    numbers,
    /** Lists another status, or all; the first page is read anew. */
    setFilter,
    /** Reads the first page (and the counts) again, after a failure. */
    retry: useCallback(() => {
      setReads((n) => n + 1);
      setCounted((n) => n + 1);
    }, []),
    /** Adds the next page. */
    more,
    setStatus: useCallback(
      (id: string, status: string) => change(id, inbox.setStatus(id, status), (e) => ({ ...e, status, updatedAt: new Date() })),
      [inbox, change],
    ),
    setNote: useCallback(
      (id: string, note: string) => change(id, inbox.setNote(id, note), (e) => ({ ...e, note, updatedAt: new Date() })),
      [inbox, change],
    ),
    remove: useCallback((id: string) => change(id, inbox.remove(id), () => null), [inbox, change]),
  };
}
