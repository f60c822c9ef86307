import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toOwnerEnquiry } from '../../../../src/data/owner/owner-enquiry';

describe('an enquiry as the owner sees it', () => {
  it("takes the owner's note and update time out of the visitor's fields, and the form's own keys", () => {
    const data = {
      title: 'Asha',
      mobile: 9800000001,
      status: 'Replied',
      createdAt: Timestamp.fromDate(new Date('2025-07-10T10:00:00Z')),
      updatedAt: Timestamp.fromDate(new Date('2025-07-10T11:00:00Z')),
      note: 'Wants red',
      day: 20279,
      seq: 1,
      token: 'aaaaaaaaaaaaaaaaaaaa',
    };
    expect(toOwnerEnquiry({ id: '20279-1', data })).toEqual({
      id: '20279-1',
      fields: { title: 'Asha', mobile: '9800000001' },
      status: 'Replied',
      createdAt: new Date('2025-07-10T10:00:00Z'),
      note: 'Wants red',
      updatedAt: new Date('2025-07-10T11:00:00Z'),
    });
  });

  it("keeps the page's language apart from the fields, so the owner knows which to answer in", () => {
    expect(toOwnerEnquiry({ id: '20279-2', data: { title: 'আশা', status: 'Available', lang: 'bn' } }, ['en', 'bn'])).toMatchObject({
      fields: { title: 'আশা' },
      lang: 'bn',
    });
    // Only a language of the shop: none for a shop of one, whose enquiries say none.
    expect(toOwnerEnquiry({ id: '20279-2', data: { title: 'আশা', lang: 'bn' } })).not.toHaveProperty('lang');
    expect(toOwnerEnquiry({ id: '20279-3', data: { title: 'Asha' } })).not.toHaveProperty('lang');
    // A hand-edited value the rules would refuse stays in sight, as a field.
    const odd = toOwnerEnquiry({ id: 'odd', data: { title: 'Asha', lang: 7 } });
    expect(odd).not.toHaveProperty('lang');
    expect(odd.fields).toEqual({ title: 'Asha', lang: '7' });
  });

  it('shows an old or hand-edited document: no time, no note, no status', () => {
    expect(toOwnerEnquiry({ id: 'old', data: { title: 'Old', note: 42 } })).toEqual({
      id: 'old',
      fields: { title: 'Old' },
      status: '',
      createdAt: null,
      note: '',
      updatedAt: null,
    });
    expect(toOwnerEnquiry({ id: 'junk', data: null }).fields).toEqual({});
  });
});
