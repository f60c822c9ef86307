import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../scripts/firestore/csv';

// Writing CSV (and neutralising formulas) is src/domain/csv-cell.ts, shared with the browser: tests/unit/domain/csv-cell.test.ts.
describe('reading CSV', () => {
  it('parses quoted cells, escaped quotes, embedded commas and newlines, CRLF and a BOM', () => {
    const text = '\uFEFFid,title,des\r\na1,"Tote, jute","Says ""hello""\nover two lines"\r\na2,Clutch,\n\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'title', 'des'],
      ['a1', 'Tote, jute', 'Says "hello"\nover two lines'],
      ['a2', 'Clutch', ''],
    ]);
  });

  it('reads rows of any length, line ends of every system, and a stray quote inside a cell as typed', () => {
    expect(parseCsv('title,img\rTote 12" wide\n\r\nx,y,z')).toEqual([['title', 'img'], ['Tote 12" wide'], ['x', 'y', 'z']]);
  });

  it('refuses a quoted cell that never closes, naming the row where it opens', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow('a quoted cell is never closed (it opens in row 1)');
    expect(() => parseCsv('id,title\nx,"b\nc\n')).toThrow('a quoted cell is never closed (it opens in row 2)');
  });
});
