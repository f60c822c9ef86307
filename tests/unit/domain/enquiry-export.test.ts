import { describe, expect, it } from 'vitest';
import { enquiriesCsv, exportHeader, exportRow, type ExportEnquiry } from '../../../src/domain/enquiry-export';
import { parseCsv } from '../../../scripts/firestore/csv';

const SPEC = [{ name: 'title' }, { name: 'mobile' }, { name: 'emailaddress' }, { name: 'city' }, { name: 'enquiry' }];
const asha: ExportEnquiry = {
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
  note: 'Called; wants it by Friday',
  updatedAt: new Date('2025-07-11T08:15:00Z'),
};

describe('the enquiries export follows enquiries.fields (the CLI and the owner inbox alike)', () => {
  it('exports id, createdAt, status, the configured fields by stored name, then the owner’s note and updatedAt; a missing field is an empty cell', () => {
    expect(exportHeader(SPEC)).toEqual([
      'id',
      'createdAt',
      'status',
      'title',
      'mobile',
      'emailaddress',
      'city',
      'enquiry',
      'note',
      'updatedAt',
    ]);
    expect(exportRow(SPEC, asha)).toEqual([
      'e1',
      '2025-07-10T10:00:00.000Z',
      'Available',
      'Asha',
      '98300',
      'a@example.com',
      'Nadia',
      'Red saree?\nBy Friday',
      'Called; wants it by Friday',
      '2025-07-11T08:15:00.000Z',
    ]);
    expect(exportRow([{ name: 'company' }, { name: 'title' }], asha)).toEqual([
      'e1',
      '2025-07-10T10:00:00.000Z',
      'Available',
      '',
      'Asha',
      'Called; wants it by Friday',
      '2025-07-11T08:15:00.000Z',
    ]);
  });

  it('leaves the note and updatedAt empty for an enquiry the owner never touched', () => {
    expect(exportRow([{ name: 'title' }], { ...asha, note: '', updatedAt: null })).toEqual([
      'e1',
      '2025-07-10T10:00:00.000Z',
      'Available',
      'Asha',
      '',
      '',
    ]);
  });

  it('exports without control characters or bidi overrides, keeping line breaks and tabs for the CSV to quote', () => {
    const evil: ExportEnquiry = {
      id: 'id\u001b[31m',
      status: 'New\u202e',
      createdAt: null,
      fields: { title: 'A\u0000B', enquiry: 'one\r\ntwo\tthree\u0085' },
      note: 'rang\u001b[2J twice\u202e\nno answer',
      updatedAt: null,
    };
    expect(exportRow([{ name: 'title' }, { name: 'enquiry' }], evil)).toEqual([
      'id[31m',
      '',
      'New',
      'AB',
      'one\r\ntwo\tthree',
      'rang[2J twice\nno answer',
      '',
    ]);
  });

  it('writes the file header first, in the order given, neutralised (the owner’s note too)', () => {
    const fields = [{ name: 'whatsapp' }, { name: 'size' }];
    const text = enquiriesCsv(fields, [
      { id: 'x', status: 'New', createdAt: null, fields: { whatsapp: '+91 98000', size: 'M' }, note: '=2+3 paid', updatedAt: null },
    ]);
    expect(parseCsv(text)).toEqual([
      ['id', 'createdAt', 'status', 'whatsapp', 'size', 'note', 'updatedAt'],
      ['x', '', 'New', "'+91 98000", 'M', "'=2+3 paid", ''],
    ]);
  });
});
