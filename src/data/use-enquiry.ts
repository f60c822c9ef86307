import { useCallback } from 'react';
import type { EnquiryFields } from './source';
import { useSource } from './source-context';
import { withTimeout } from './with-timeout';

/** Where and what to store: the config's `enquiries` block. */
export interface EnquiryTarget {
  collection: string;
  status: string;
  fields: readonly { name: string }[];
}

/**
 * Sends an enquiry through the page's data source (demo or Firestore) as the
 * shop's document: exactly the configured field names, the configured status,
 * text as typed. The source adds the creation time; a failure rejects with its own error,
 * and a write that never answers fails after `timeoutMs` so the form is usable again.
 */
export function useEnquiry({ collection, status, fields }: EnquiryTarget, timeoutMs: number): (values: EnquiryFields) => Promise<void> {
  const source = useSource();
  return useCallback(
    (values: EnquiryFields) => {
      // Only the configured keys: the generated rules refuse a document with any other.
      const picked = Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? '']));
      return withTimeout(source.addEnquiry(collection, { fields: picked, status }), timeoutMs);
    },
    [source, collection, status, fields, timeoutMs],
  );
}
