import { useCallback, useRef } from 'react';
import { newSubmissionToken } from './enquiry-id';
import { EnquiryOffline, isOffline } from './offline';
import type { EnquiryBox, EnquiryFields } from './source';
import { useSource } from './source-context';
import { withTimeout } from './with-timeout';

/**
 * Where and what to store: the config's `enquiries` block, with the shop's day (`site.utcOffsetMinutes`), and
 * in a shop of several languages the key of the page's (`lang`), stored with each enquiry; none in a one-language shop.
 */
export interface EnquiryTarget extends EnquiryBox {
  collection: string;
  status: string;
  fields: readonly { name: string }[];
  lang?: string;
}

const SOURCE_MARGIN_MS = 1_000;

/** The submission not yet known to be stored: its values (as one key) and the token they were sent under. */
interface Unconfirmed {
  key: string;
  token: string;
}

/**
 * Sends an enquiry through the page's data source (demo or Firestore) as the
 * shop's document: exactly the configured field names, the configured status,
 * text as given. The source numbers it in the day's box and adds the creation time; a failure
 * (EnquiryBoxFull past the daily cap) rejects with its own error, and a write that never answers
 * fails after `timeoutMs` so the form is usable again. With no connection it rejects with EnquiryOffline:
 * asked before any write, since the demo source stores in the browser and would "succeed" offline, and
 * after a failed write, which offline is the lost connection's doing rather than the shop's.
 *
 * The submission token is chosen here. Sending the same values again after a failure reuses it, so a
 * write that did land before its timeout finds its receipt and is not stored twice; a success or changed
 * values start a new submission with a new token.
 */
export function useEnquiry(target: EnquiryTarget, timeoutMs: number): (values: EnquiryFields) => Promise<void> {
  const source = useSource();
  const unconfirmed = useRef<Unconfirmed | null>(null);
  const { collection, status, fields, dailyLimit, utcOffsetMinutes, lang } = target;
  return useCallback(
    async (values: EnquiryFields) => {
      // Only the configured keys: the generated rules refuse a document with any other.
      const picked = Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? '']));
      const key = JSON.stringify([collection, status, picked, lang]);
      if (unconfirmed.current?.key !== key) unconfirmed.current = { key, token: newSubmissionToken() };
      const { token } = unconfirmed.current;
      if (isOffline()) throw new EnquiryOffline();
      try {
        // The source stops waiting a little before the timeout, so its own error (EnquiryBusy) is the one shown.
        const until = performance.now() + timeoutMs - SOURCE_MARGIN_MS;
        const submission = { token, fields: picked, status, ...(lang === undefined ? {} : { lang }) };
        const stored = source.addEnquiry(collection, submission, { dailyLimit, utcOffsetMinutes }, until);
        await withTimeout(stored, timeoutMs);
      } catch (error) {
        if (isOffline()) throw new EnquiryOffline({ cause: error });
        throw error;
      }
      if (unconfirmed.current?.token === token) unconfirmed.current = null;
    },
    [source, collection, status, fields, dailyLimit, utcOffsetMinutes, lang, timeoutMs],
  );
}
