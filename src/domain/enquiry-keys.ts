/**
 * The names an enquiry document uses beside the visitor's fields, spelled once: the config refuses them as
 * field names (`enquiries.fields[].name`), firestore.rules lists them (scripts/firestore/render-rules.ts),
 * and the form, the demo store and the owner's pages write them.
 */

/** What the form writes into every enquiry beside the fields: the status, the server time and the daily cap's unit (enquiry-day.ts). */
export const FORM_KEYS = ['status', 'createdAt', 'day', 'seq', 'token'] as const;

/**
 * What the form adds in a shop of several languages: the key of the page's language (`bn`), so the owner
 * knows which one to answer in. Optional: a one-language shop never sends it, nor do pages cached before it.
 */
export const LANG_KEY = 'lang';

/** What an owner may change in a stored enquiry, and nothing else: its status, a private note and when they last did. */
export const OWNER_KEYS = ['status', 'note', 'updatedAt'] as const;

/** The key the document id takes where an enquiry is a plain record: the demo store and the CSV export. */
export const ID_KEY = 'id';

/** The form's hidden bot-trap field: tempting to a form-filling bot, never stored. */
export const HONEYPOT_NAME = 'website';

/** The names no enquiry field may take, since the engine uses them itself. */
export const RESERVED_FIELD_NAMES: readonly string[] = [...new Set<string>([ID_KEY, ...FORM_KEYS, LANG_KEY, HONEYPOT_NAME, ...OWNER_KEYS])];

/** The longest private note an owner may keep on an enquiry (the rules and the owner's pages). */
export const NOTE_MAX_LENGTH = 500;

/** Every status an owner may give an enquiry: a new one's (`enquiries.status`), then the others (`enquiries.statuses`). */
export const ownerStatuses = ({ status, statuses }: { status: string; statuses: readonly string[] }): string[] => [
  ...new Set([status, ...statuses]),
];
