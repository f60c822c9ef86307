import type { RawDocument, StoredEnquiry } from '../source';
import { toStoredEnquiry } from '../firestore/enquiry-record';
import { storedTime } from '../../domain/stored-time';

/**
 * An enquiry as the owner's inbox shows it: what the visitor sent (`fields`, every stored key but the
 * form's own), its status, its creation time, and the owner's own additions: the private note ('' when
 * none) and when the owner last changed it (null when never).
 */
export interface OwnerEnquiry extends StoredEnquiry {
  note: string;
  updatedAt: Date | null;
}

/**
 * Shapes a stored document leniently, as the CLI does (src/data/firestore/enquiry-record.ts): old or
 * hand-edited documents still show. The owner's `note` and `updatedAt` are taken out of the fields. The
 * visitor's language (`lang`) is kept only when it is one of `languages` (the shop's keys, InboxTarget):
 * an enquiry without one, or with a language the shop no longer has, is answered in the default language.
 */
export function toOwnerEnquiry({ id, data }: RawDocument, languages: readonly string[] = []): OwnerEnquiry {
  const { note, updatedAt, createdAt, ...rest } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { lang, ...stored } = toStoredEnquiry({ id, data: rest });
  return {
    ...stored,
    ...(lang !== undefined && languages.includes(lang) ? { lang } : {}),
    createdAt: storedTime(createdAt),
    note: typeof note === 'string' ? note : '',
    updatedAt: storedTime(updatedAt),
  };
}
