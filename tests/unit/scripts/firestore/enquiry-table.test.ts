import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '../../../../src/data/source';
import { printable } from '../../../../src/domain/printable';
import { dayDate, fullDays, listing } from '../../../../scripts/firestore/enquiry-table';

const SPEC = [
  { name: 'title', kind: 'text' },
  { name: 'mobile', kind: 'tel' },
  { name: 'emailaddress', kind: 'email' },
  { name: 'city', kind: 'text' },
  { name: 'enquiry', kind: 'textarea' },
];
const asha: StoredEnquiry = {
  id: 'e1',
  status: 'Available',
  createdAt: new Date('2025-07-10T10:00:00Z'),
  fields: {
    title: 'Asha',
    mobile: '98300',
    emailaddress: 'a@example.com',
    city: 'Nadia',
    enquiry: 'Red saree?\nBy Friday',
    old_field: 'kept in Firestore, not shown',
  },
};

describe('the enquiries table follows enquiries.fields', () => {
  it('lists one-line fields on one line and each textarea on its own', () => {
    const [head, who, text] = listing(SPEC, [asha]).split('\n');
    expect(head).toMatch(/ {2}\[Available\] {2}e1$/);
    expect(who).toBe('  Asha | 98300 | a@example.com | Nadia');
    expect(text).toBe('  Red saree? By Friday');
    expect(
      listing([{ name: 'enquiry', kind: 'textarea' }], [asha])
        .split('\n')
        .slice(1, 3),
    ).toEqual(['  Red saree? By Friday', '']);
    expect(listing(SPEC, [])).toBe('No enquiries yet.\n');
  });

  it('strips control characters and bidi overrides from every printed value, the id included', () => {
    const evil: StoredEnquiry = {
      id: 'x\u001b[31mRED\rfake',
      status: 'Avail\u009b2Jable',
      createdAt: null,
      fields: {
        title: 'Asha\u001b]0;pwned\u0007',
        mobile: '\u202e0003',
        emailaddress: 'a@b.c\u2066',
        city: 'Na\u007fdia',
        enquiry: 'line\r\nnext\u001b[2K',
      },
    };
    const out = listing(SPEC, [evil]);
    // eslint-disable-next-line no-control-regex -- the control characters that must not reach the terminal
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    const [head, who, text] = out.split('\n');
    expect(head).toBe('(no time)         [Avail 2Jable]  x [31mRED fake');
    expect(who).toBe('  Asha ]0;pwned | 0003 | a@b.c | Na dia');
    expect(text).toBe('  line next [2K');
    expect(printable('\u2067ok\u2069 \u202aok\u202c')).toBe('ok ok');
  });
});

describe('the days the daily cap was reached', () => {
  it("names the shop's date of a day number", () => {
    expect(dayDate(0)).toBe('1970-01-01');
    expect(dayDate(20279)).toBe('2025-07-10');
  });

  it('a line for each day whose counter reached enquiries.dailyLimit (or passed a limit lowered since), none for the others', () => {
    const counts = [
      { day: 20278, count: 199 },
      { day: 20279, count: 200 },
      { day: 20280, count: 250 },
    ];
    expect(fullDays(counts, 200)).toBe(
      '2025-07-10: the enquiry box was full (200 of 200); later visitors were asked to call or chat.\n' +
        '2025-07-11: the enquiry box was full (250 of 200); later visitors were asked to call or chat.\n',
    );
    expect(fullDays(counts, 300)).toBe('');
  });
});
