import { SUBMISSION_TOKEN_PATTERN } from '../../src/data/enquiry-id.ts';
import { BLANK_CLASS_RE2 } from '../../src/domain/blank.ts';
import { MS_PER_DAY, counterCollection, receiptCollection } from '../../src/domain/enquiry-day.ts';
import { fieldPattern } from '../../src/domain/field-formats.ts';
import { FORM_KEYS, LANG_KEY, NOTE_MAX_LENGTH, OWNER_KEYS, ownerStatuses } from '../../src/domain/enquiry-keys.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { productRules } from './product-rules.ts';
import { isOwnerFunction, rulesString as quote } from './is-owner.ts';

type Enquiries = NonNullable<Catalogue['enquiries']>;

// Field names are checked by the config (letters, digits, "_"); brackets keep any of them, keywords included, valid here.
// A format is checked after the text test, which makes sure the value is a string; an optional field may stay empty.
function fieldCheck(field: Enquiries['fields'][number]): string {
  const value = `data[${quote(field.name)}]`;
  const pattern = fieldPattern(field);
  const format = pattern === undefined ? '' : `${value}.matches(${quote(pattern)})`;
  const formatted = !format ? '' : field.required ? ` && ${format}` : ` && (${value} == '' || ${format})`;
  return `        && ${field.required ? 'requiredText' : 'optionalText'}(${value}, ${field.maxLength})${formatted}`;
}

/**
 * The enquiry functions and rules, or nothing when the shop takes no enquiries (no public write at all).
 *
 * The daily cap (src/domain/enquiry-day.ts): an enquiry `<day>-<seq>` is stored only in the commit that
 * raises its day's counter from seq - 1 to seq, with the receipt of its token, so each enquiry takes
 * its own unit and many enquiries beside one increment are refused. A retry of a stored submission
 * fails on its receipt, which already exists and names the stored enquiry; the form may read it.
 *
 * In a shop of several `languages` (their keys) an enquiry may also say its page's language (LANG_KEY), one of
 * them; it may leave it out, as pages cached before it do. A one-language shop's rules have no such key.
 */
function enquiryRules(
  enquiries: Enquiries | undefined,
  utcOffsetMinutes: number,
  owners: readonly string[],
  languages: readonly string[],
): { functions: string; comment: string; allow: string } {
  if (!enquiries)
    return { functions: '', comment: 'Enquiries: the config has no `enquiries` block, so the public may write nothing.', allow: '' };
  const { collection, status, fields, dailyLimit } = enquiries;
  const owner = ownerRules(enquiries, owners);
  const counters = counterCollection(collection);
  const receipts = receiptCollection(collection);
  const keys = [...fields.map((f) => f.name), ...FORM_KEYS].map(quote).join(', ');
  const several = languages.length > 1;
  const allowed = several ? `${keys}, ${quote(LANG_KEY)}` : keys;
  const lang = several
    ? `\n        && (!(${quote(LANG_KEY)} in data) || data[${quote(LANG_KEY)}] in [${languages.map(quote).join(', ')}])`
    : '';
  // Blank means White_Space, format and default-ignorable characters (src/domain/blank.ts): the rules' trim() stops at U+0020.
  const helpers = [
    fields.some((f) => f.required) &&
      `    function requiredText(value, maxLength) {
      return value is string && !value.matches(${quote(`^${BLANK_CLASS_RE2}*$`)}) && value.size() <= maxLength;
    }`,
    fields.some((f) => !f.required) &&
      `    function optionalText(value, maxLength) {
      return value is string && value.size() <= maxLength;
    }`,
  ].filter(Boolean);
  const functions = `
    // The shop's day number (site.utcOffsetMinutes = ${utcOffsetMinutes}): both numbers are integers, so "/" gives
    // a whole number, the same as Math.floor in src/domain/enquiry-day.ts for any time after 1970.
    function today() {
      return (request.time.toMillis() + ${utcOffsetMinutes * 60_000}) / ${MS_PER_DAY};
    }

    function enquiryPath(id) {
      return /databases/$(database)/documents/$(${quote(collection)})/$(id);
    }

    function counterPath(day) {
      return /databases/$(database)/documents/$(${quote(counters)})/$(string(day));
    }

    function receiptPath(token) {
      return /databases/$(database)/documents/$(${quote(receipts)})/$(token);
    }

    function isToken(token) {
      return token is string && token.matches(${quote(SUBMISSION_TOKEN_PATTERN)});
    }

${helpers.join('\n\n')}

    // The commit raises the day's counter from seq - 1 (no counter yet for seq 1) to seq.
    function takesUnit(day, seq) {
      return getAfter(counterPath(day)).data.count == seq
        && (seq == 1 ? !exists(counterPath(day)) : get(counterPath(day)).data.count == seq - 1);
    }

    function isNewEnquiry(id, data) {
      return data.keys().hasOnly([${allowed}])
        && data.keys().hasAll([${keys}])
${fields.map(fieldCheck).join('\n')}
        && data.status == ${quote(status)}${lang}
        && data.createdAt == request.time
        && data.day is int && data.day == today()
        && data.seq is int && data.seq >= 1 && data.seq <= ${dailyLimit}
        && isToken(data.token)
        && id == string(data.day) + '-' + string(data.seq)
        && takesUnit(data.day, data.seq)
        && getAfter(receiptPath(data.token)).data.enquiry == id;
    }

    // Today's counter only, one up, never past enquiries.dailyLimit, and only beside the enquiry that takes the unit.
    function isCount(day, data, count) {
      return day == string(today())
        && data.keys().hasOnly(['count'])
        && data.count is int && data.count == count && data.count <= ${dailyLimit}
        && existsAfter(enquiryPath(day + '-' + string(count)));
    }

    // A receipt is written once, with the enquiry that carries its token.
    function isReceipt(token, data) {
      return isToken(token)
        && data.keys().hasOnly(['enquiry'])
        && data.enquiry is string && data.enquiry.matches('[0-9]+-[0-9]+')
        && getAfter(enquiryPath(data.enquiry)).data.token == token;
    }
${owner.functions}`;
  return {
    functions,
    comment: `Enquiries: anyone may send one, at most ${dailyLimit} a day; only ${owner.who} read or change them.
    // Receipts may be read one by one (never listed): a retry reads its receipt to learn that its submission is stored.
    // Only today's counter may be read, which the form's transaction does to take the next unit: other days'
    // counts would tell anyone the shop's enquiry volume day by day.${owner.comment}`,
    allow: `
      allow create: if collectionId == ${quote(collection)} && isNewEnquiry(documentId, request.resource.data);
      allow create: if collectionId == ${quote(counters)} && isCount(documentId, request.resource.data, 1);
      allow update: if collectionId == ${quote(counters)} && isCount(documentId, request.resource.data, resource.data.count + 1);
      allow create: if collectionId == ${quote(receipts)} && isReceipt(documentId, request.resource.data);
      allow get: if collectionId == ${quote(receipts)} || (collectionId == ${quote(counters)} && documentId == string(today()));${owner.allow}`,
  };
}

/**
 * What the shop's owners (`owners`) may do besides the public, or nothing without any: read, list, count and
 * delete enquiries, change only an enquiry's status (to one of enquiries.status and enquiries.statuses),
 * its private note and its `updatedAt`, and read any day's counter. An owner is a Firebase Authentication
 * user whose e-mail, verified by its provider, is on the list (lowercase, as the config keeps it).
 */
function ownerRules(enquiries: Enquiries, owners: readonly string[]): { functions: string; who: string; comment: string; allow: string } {
  const who = "the owner's tools (service account)";
  if (owners.length === 0) return { functions: '', who, comment: '', allow: '' };
  const { collection } = enquiries;
  const counters = counterCollection(collection);
  const settable = ownerStatuses(enquiries).map(quote).join(', ');
  const functions = `
    // An owner's change to an enquiry: its status (one of the list, or left as it was), a private note of at
    // most ${NOTE_MAX_LENGTH} characters, and updatedAt, the request's time. Every other key stays as the visitor sent it.
    function isOwnerUpdate(data, before) {
      return data.diff(before).affectedKeys().hasOnly([${OWNER_KEYS.map(quote).join(', ')}])
        && (data.get('status', null) == before.get('status', null) || data.get('status', null) in [${settable}])
        && (!('note' in data) || (data.note is string && data.note.size() <= ${NOTE_MAX_LENGTH}))
        && data.updatedAt == request.time;
    }
`;
  return {
    functions,
    who: `the shop's owners (isOwner) and ${who}`,
    comment: `
    // Owners may read, list, count and delete enquiries, change only their status, note and updatedAt, and read
    // any day's counter; they write no counter or receipt, and send enquiries as anyone does.`,
    allow: `
      allow read, delete: if collectionId == ${quote(collection)} && isOwner();
      allow update: if collectionId == ${quote(collection)} && isOwner() && isOwnerUpdate(request.resource.data, resource.data);
      allow read: if collectionId == ${quote(counters)} && isOwner();`,
  };
}

/** isOwner() for the enquiries' rules and the products' (the one storage.rules holds too), or nothing without owners. */
const ownerFunction = (owners: readonly string[]): string => (owners.length ? `\n${isOwnerFunction(owners)}\n` : '');

/**
 * firestore.rules from the config and the keys of the shop's `languages`, the default first (['en', 'bn']; one
 * or none: a one-language shop, whose rules are as before): the catalogue collections are readable, enquiries
 * can only be created, each with exactly the configured fields (each a bounded, non-blank or formatted text) and its
 * unit of the day's counter, the shop's `owners` (if any) may read and answer them (ownerRules) and write
 * products (productRules), and everything else is denied by default. Without owners the rules are those of
 * a shop before owners existed.
 */
export function renderRules(catalogue: Catalogue, languages: readonly string[] = []): string {
  const { lists, owners } = catalogue;
  const collections = [...new Set(lists.map((l) => l.collection))];
  const enquiries = enquiryRules(catalogue.enquiries, catalogue.site.utcOffsetMinutes, owners, languages);
  const products = productRules(lists, owners, languages.slice(1));
  const sources = [
    owners.length
      ? 'lists[].collection, lists[].price, enquiries, site.utcOffsetMinutes, owners'
      : 'lists[].collection, enquiries, site.utcOffsetMinutes',
    ...(languages.length > 1 ? ['locales'] : []),
  ].join(', ');
  return `rules_version = '2';

// GENERATED by \`npm run generate\` from catalogue.config.yaml (${sources}).
// Do not edit by hand: \`npm run check-config\` fails when this file and the config disagree.
service cloud.firestore {
  match /databases/{database}/documents {
    function isCatalogue(name) {
      return name in [
${collections.map((c) => `        ${quote(c)}`).join(',\n')}
      ];
    }
${ownerFunction(owners)}${enquiries.functions}${products.functions}
    // Wildcards rather than literal paths, so collection names with spaces work as written.
    // Products: anyone may read a catalogue collection; ${products.comment}
    // ${enquiries.comment}
    match /{collectionId}/{documentId} {
      allow read: if isCatalogue(collectionId);${enquiries.allow}${products.allow}
    }
  }
}
`;
}
