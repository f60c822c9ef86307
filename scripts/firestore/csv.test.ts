import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('parses quoted cells, escaped quotes, embedded commas and newlines, CRLF and a BOM', () => {
    const text = '\uFEFFid,title,des\r\na1,"Tote, jute","Says ""hello""\nover two lines"\r\na2,Clutch,\n\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'title', 'des'],
      ['a1', 'Tote, jute', 'Says "hello"\nover two lines'],
      ['a2', 'Clutch', ''],
    ]);
  });

  it('refuses a quoted cell that never closes', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow('a quoted cell is never closed');
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const danger of ['=HYPERLINK("http://x","y")', '+91 98000', '-1+1', '@SUM(A1)', '\tx']) {
      expect(csvCell(danger).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Kolkata')).toBe('Kolkata');
  });

  it('writes what it reads back, with a BOM and CRLF', () => {
    const rows = [
      ['name', 'note'],
      ['Asha', 'Line one\nline "two", end'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFFname,note\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});
