import { formatPath, type ConfigIssue, type PathSegment } from '../config/errors.ts';
import { unknownPlaceholders } from '../config/placeholders.ts';
import { counterCollection, receiptCollection } from '../domain/enquiry-day.ts';
import type { CatalogueConfig } from '../catalogue/schema.ts';

// The placeholders each of the form's message templates is filled with.
const TEMPLATE_PLACEHOLDERS = {
  failure: ['message'],
  tooLong: ['label', 'max'],
  invalidEmail: ['label'],
  invalidFormat: ['label'],
  boxFull: ['phone'],
  busy: ['phone'],
  lengthHint: ['count', 'max'],
} as const;

/**
 * The enquiry form is shown by two kinds (the enquiry page, the contact page's enquiry tab) and
 * configured by one shared block, so it is checked here rather than by either kind: whoever
 * shows it needs `enquiries`, no list shows (and so publishes) its collection, field names are unique,
 * and its templates use only their placeholders.
 */
export function enquiryFormReferences(c: CatalogueConfig): ConfigIssue[] {
  if (!c.enquiries) {
    const shownAt: PathSegment[][] = c.enquiry ? [['enquiry']] : [];
    c.contact?.tabs.forEach((tab, i) => {
      if (tab.kind === 'enquiry') shownAt.push(['contact', 'tabs', i]);
    });
    const message = 'shows the enquiry form, which needs the "enquiries" block (collection, status, fields)';
    return shownAt.map((path) => ({ code: 'missing-key', path, message }));
  }

  // The rules let anyone read a list's collection: enquiries (or their daily counters and receipts) stored there would be public.
  const issues: ConfigIssue[] = [];
  const stored = c.enquiries.collection;
  const used = new Map([
    [stored, 'is where enquiries are stored (enquiries.collection)'],
    [counterCollection(stored), 'holds the enquiries\' daily counters (enquiries.collection + "-daily")'],
    [receiptCollection(stored), 'holds the enquiries\' receipts (enquiries.collection + "-receipts")'],
  ]);
  c.lists.forEach((list, i) => {
    const use = used.get(list.collection);
    if (use)
      issues.push({
        code: 'invalid-value',
        path: ['lists', i, 'collection'],
        message: `"${list.collection}" ${use}; a list's collection is public, so use another one`,
      });
  });
  const seen = new Map<string, PathSegment[]>();
  c.enquiries.fields.forEach(({ name }, i) => {
    const path = ['enquiries', 'fields', i, 'name'];
    const first = seen.get(name);
    if (first) issues.push({ code: 'duplicate-id', path, message: `field name "${name}" is already used by ${formatPath(first)}` });
    else seen.set(name, path);
  });

  for (const [key, allowed] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
    const template = c.texts.enquiry[key as keyof typeof TEMPLATE_PLACEHOLDERS];
    issues.push(...unknownPlaceholders(template, allowed, ['texts', 'enquiry', key], allowed.map((p) => `{${p}}`).join(' or ')));
  }
  return issues;
}
