import { describe, expect, it } from 'vitest';
import {
  FORM_KEYS,
  HONEYPOT_NAME,
  ID_KEY,
  LANG_KEY,
  NOTE_MAX_LENGTH,
  OWNER_KEYS,
  RESERVED_FIELD_NAMES,
  ownerStatuses,
} from '../../../src/domain/enquiry-keys';
import { HONEYPOT_NAME as FORM_HONEYPOT } from '../../../src/components/form/bot-trap';
import { createDemoSource, ENQUIRIES_KEY } from '../../../src/data/demo/demo-source';
import { enquiryRecord } from '../../../src/data/enquiry-box';
import { renderRules } from '../../../scripts/firestore/render-rules';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../support/catalogue';

const withOwner = (yaml: string) => catalogueFrom(`${yaml}\nowners: [rina@example.in]\n`);

// One list of the names an enquiry uses beside its fields: the config refuses them as field names
// (tests/unit/config/schema/enquiry-fields.test.ts), and here every writer keeps to it.
describe("an enquiry's reserved names", () => {
  it("are the document id, what the form writes, the page's language, its bot trap and what the owner writes, each once", () => {
    expect(RESERVED_FIELD_NAMES).toEqual([ID_KEY, ...FORM_KEYS, LANG_KEY, HONEYPOT_NAME, 'note', 'updatedAt']);
    expect(OWNER_KEYS.every((k) => RESERVED_FIELD_NAMES.includes(k))).toBe(true);
    expect(FORM_HONEYPOT).toBe(HONEYPOT_NAME);
  });

  it('are all the demo store and the form write beside the configured fields', async () => {
    const fields = { title: 'Asha', enquiry: 'Silk?' };
    const { data } = enquiryRecord({ token: 'aaaaaaaaaaaaaaaaaaaa', fields, status: 'Available' }, 20279, 1);
    // The Firestore source adds createdAt, the server's time, to this record.
    expect([...Object.keys(data).filter((k) => !(k in fields)), 'createdAt'].sort()).toEqual([...FORM_KEYS].sort());
    localStorage.clear();
    await createDemoSource({}).addEnquiry(
      'Online-Enqueries',
      { token: 'bbbbbbbbbbbbbbbbbbbb', fields, status: 'Available' },
      { dailyLimit: 200, utcOffsetMinutes: 0 },
    );
    const [stored] = JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as Record<string, unknown>[];
    const engine = Object.keys(stored!).filter((k) => !(k in fields));
    expect(engine.sort()).toEqual([ID_KEY, ...FORM_KEYS].sort());
  });

  it("add the page's language only where the submission gives one: a shop of several languages", async () => {
    const fields = { title: 'আশা', enquiry: 'সিল্ক?' };
    const submission = { token: 'cccccccccccccccccccc', fields, status: 'Available' };
    expect(enquiryRecord({ ...submission, lang: 'bn' }, 20279, 1).data).toEqual({
      ...fields,
      status: 'Available',
      day: 20279,
      seq: 1,
      token: submission.token,
      [LANG_KEY]: 'bn',
    });
    expect(enquiryRecord(submission, 20279, 1).data).not.toHaveProperty(LANG_KEY);
    localStorage.clear();
    await createDemoSource({}).addEnquiry('Online-Enqueries', { ...submission, lang: 'bn' }, { dailyLimit: 200, utcOffsetMinutes: 0 });
    const [stored] = JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as Record<string, unknown>[];
    expect(stored).toMatchObject({ ...fields, [LANG_KEY]: 'bn' });
  });

  it('are the keys firestore.rules let the form write beside the fields, and all an owner may change', () => {
    const names = specCatalogue().enquiries!.fields.map((f) => `'${f.name}'`);
    expect(renderRules(specCatalogue())).toContain(`data.keys().hasOnly([${[...names, ...FORM_KEYS.map((k) => `'${k}'`)].join(', ')}])`);
    const owned = renderRules(withOwner(SPEC));
    expect(owned).toContain(`affectedKeys().hasOnly([${OWNER_KEYS.map((k) => `'${k}'`).join(', ')}])`);
    expect(owned).toContain(`data.note.size() <= ${NOTE_MAX_LENGTH}`);
  });
});

describe("the owner's statuses", () => {
  it("are a new enquiry's status, then the others, each once", () => {
    expect(ownerStatuses({ status: 'Available', statuses: [] })).toEqual(['Available']);
    expect(ownerStatuses({ status: 'Available', statuses: ['Replied', 'Closed'] })).toEqual(['Available', 'Replied', 'Closed']);
    expect(ownerStatuses({ status: 'Available', statuses: ['Replied', 'Available'] })).toEqual(['Available', 'Replied']);
    const shop = withOwner(mutate(SPEC, '  status: Available\n', '  status: Available\n  statuses: [Replied, Closed]\n'));
    expect(renderRules(shop)).toContain(
      `in [${ownerStatuses(shop.enquiries!)
        .map((s) => `'${s}'`)
        .join(', ')}])`,
    );
  });
});
