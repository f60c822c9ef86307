import { useCallback, useRef } from 'react';
import { newEnquiryId } from './enquiry-id';
import type { EnquiryFields } from './source';
import { useSource } from './source-context';
import { withTimeout } from './with-timeout';

/** Where and what to store: the config's `enquiries` block. */
export interface EnquiryTarget {
  collection: string;
  status: string;
  fields: readonly { name: string }[];
}

/** The submission not yet known to be stored: its values (as one key) and the document id they were sent under. */
interface Unconfirmed {
  key: string;
  id: string;
}

/**
 * Sends an enquiry through the page's data source (demo or Firestore) as the
 * shop's document: exactly the configured field names, the configured status,
 * text as typed. The source adds the creation time; a failure rejects with its own error,
 * and a write that never answers fails after `timeoutMs` so the form is usable again.
 *
 * The document id is chosen here. Sending the same values again after a failure reuses it, so a
 * write that did land before its timeout is rewritten, not stored twice; a success or changed
 * values start a new enquiry with a new id.
 */
export function useEnquiry({ collection, status, fields }: EnquiryTarget, timeoutMs: number): (values: EnquiryFields) => Promise<void> {
  const source = useSource();
  const unconfirmed = useRef<Unconfirmed | null>(null);
  return useCallback(
    async (values: EnquiryFields) => {
      // Only the configured keys: the generated rules refuse a document with any other.
      const picked = Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? '']));
      const key = JSON.stringify([collection, status, picked]);
      if (unconfirmed.current?.key !== key) unconfirmed.current = { key, id: newEnquiryId() };
      const { id } = unconfirmed.current;
      await withTimeout(source.addEnquiry(collection, { id, fields: picked, status }), timeoutMs);
      if (unconfirmed.current?.id === id) unconfirmed.current = null;
    },
    [source, collection, status, fields, timeoutMs],
  );
}
