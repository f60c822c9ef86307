import { useCallback } from 'react';
import type { EnquiryFields } from './source';
import { useSource } from './source-context';
import { withTimeout } from './with-timeout';

/**
 * Sends an enquiry through the page's data source (demo or Firestore) as the
 * shop's document: exactly these field names, the configured status, text as
 * typed. The source adds the creation time; a failure rejects with its own error,
 * and a write that never answers fails after `timeoutMs` so the form is usable again.
 */
export function useEnquiry(collection: string, status: string, timeoutMs: number): (fields: EnquiryFields) => Promise<void> {
  const source = useSource();
  return useCallback(
    ({ title, mobile, emailaddress, city, enquiry }: EnquiryFields) =>
      withTimeout(source.addEnquiry(collection, { title, mobile, emailaddress, city, enquiry, status }), timeoutMs),
    [source, collection, status, timeoutMs],
  );
}
