import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, neutralised, toCsv } from '../../../src/domain/csv-cell';
import { parseCsv } from '../../../scripts/firestore/csv';

// What a spreadsheet would run as a formula, once it has taken the quotes and spaces off a cell.
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const formulas = (cells: string[]) => cells.map((c) => c.replace(/^[ "]+/, '')).filter((c) => FORMULA.test(c));

describe('CSV cells a spreadsheet never runs (shared by the enquiries CLI and the owner inbox)', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const danger of ['=HYPERLINK("http://x","y")', '+91 98000', '-1+1', '@SUM(A1)', '\tx', '\rx', '\uFF1D1+1']) {
      expect(neutralised(danger)).toBe(`'${danger}`);
    }
    expect(neutralised('Kolkata')).toBe('Kolkata');
    expect(neutralised('a-b, c+d @ e = f')).toBe('a-b, c+d @ e = f');
  });

  it('escapes a formula wherever a spreadsheet could start a cell: after a comma, semicolon, tab or line break', () => {
    expect(neutralised('x;=1+1')).toBe("x;'=1+1");
    expect(neutralised('x, "=1+1"')).toBe('x, "\'=1+1"');
    expect(neutralised('x\t@SUM(A1)')).toBe("x\t'@SUM(A1)");
    expect(neutralised('line one\r\n-2+3')).toBe("line one\r\n'-2+3");
  });

  it('quotes a cell after neutralising it, doubling its quotes', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe('"\'=1+1"');
    expect(csvCell('')).toBe('""');
  });

  it('is safe in a semicolon locale: `x;=1+1` gives no cell a spreadsheet splitting on ";" would run', () => {
    const rows = [
      ['id', 'enquiry'],
      ['e1', 'x;=1+1'],
      ['e2', 'a";"=HYPERLINK(""http://x"")'],
      ['e3', 'b;\n@SUM(A1);+1'],
    ];
    const text = toCsv(rows);
    const lenient = { bom: true, relax_quotes: true, relax_column_count: true } as const;
    // Split on the semicolon by a parser that honours quotes, and by one that does not.
    expect(formulas(parse(text, { ...lenient, delimiter: ';' }).flat())).toEqual([]);
    expect(formulas(text.split(/[;\r\n]/))).toEqual([]);
    expect(formulas(parse(text, { ...lenient, delimiter: '\t' }).flat())).toEqual([]);
    // Read as comma CSV, the owner's text is all there, with the apostrophes that keep it text.
    expect(parseCsv(text)[1]).toEqual(['e1', "x;'=1+1"]);
  });

  it('quotes every cell, empty ones too, and writes what it reads back, with a BOM and CRLF', () => {
    const rows = [
      ['name', 'note', 'city'],
      ['Asha', 'Line one\nline "two", end', ''],
      ['রিনা', 'শাড়ি, লাল', 'নদীয়া'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('\uFEFF"name","note","city"\r\n"Asha","Line one\nline ""two"", end",""\r\n"রিনা","শাড়ি, লাল","নদীয়া"\r\n');
    expect(parseCsv(text)).toEqual(rows);
    // A strict RFC 4180 reader agrees.
    expect(parse(text, { bom: true })).toEqual(rows);
  });

  it('writes nothing but the BOM for no rows', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });
});
