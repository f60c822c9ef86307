import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '../../src/data/source';
import { exportHeader, exportRow, listing } from './enquiry-table';

const SHIPPED = [
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
  fields: { title: 'Asha', mobile: '98300', emailaddress: 'a@example.com', city: 'Nadia', enquiry: 'Red saree?\nBy Friday', old_field: 'kept in Firestore, not shown' },
};

describe('the enquiries table follows enquiries.fields', () => {
  it('exports id, createdAt, status, then the configured fields by stored name; a missing field is an empty cell', () => {
    expect(exportHeader(SHIPPED)).toEqual(['id', 'createdAt', 'status', 'title', 'mobile', 'emailaddress', 'city', 'enquiry']);
    expect(exportRow(SHIPPED, asha)).toEqual(['e1', '2025-07-10T10:00:00.000Z', 'Available', 'Asha', '98300', 'a@example.com', 'Nadia', 'Red saree?\nBy Friday']);
    const fields = [{ name: 'company', kind: 'text' }, ...SHIPPED.slice(0, 1)];
    expect(exportRow(fields, asha)).toEqual(['e1', '2025-07-10T10:00:00.000Z', 'Available', '', 'Asha']);
  });

  it('lists one-line fields on one line and each textarea on its own', () => {
    const [head, who, text] = listing(SHIPPED, [asha]).split('\n');
    expect(head).toMatch(/ {2}\[Available\] {2}e1$/);
    expect(who).toBe('  Asha | 98300 | a@example.com | Nadia');
    expect(text).toBe('  Red saree? By Friday');
    expect(listing([{ name: 'enquiry', kind: 'textarea' }], [asha]).split('\n').slice(1, 3)).toEqual(['  Red saree? By Friday', '']);
    expect(listing(SHIPPED, [])).toBe('No enquiries yet.\n');
  });
});
