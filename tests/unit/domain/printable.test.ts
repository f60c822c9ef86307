import { describe, expect, it } from 'vitest';
import { exportable, hasUnprintable, printable } from '../../../src/domain/printable';

describe('printable: one line of a terminal from text anyone could have chosen', () => {
  it('turns each run of control characters into one space and drops bidi overrides', () => {
    expect(printable('x\u001b[31mRED\u0007\rfake')).toBe('x [31mRED fake');
    expect(printable('\u2067ok\u2069 \u202aok\u202c')).toBe('ok ok');
    expect(printable('a\u009b2Jb\u007fc')).toBe('a 2Jb c');
    expect(printable('  শাড়ি — ₹1,299  ')).toBe('শাড়ি — ₹1,299');
  });

  it('tells whether a text holds anything printable would take out', () => {
    for (const bad of ['a\u001bb', 'bel\u0007', 'tab\t', '\u202eevil', 'del\u007f', 'c1\u0085'])
      expect(hasUnprintable(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['tote-12', 'শাড়ি', 'Silk Saree (red)', '']) expect(hasUnprintable(good), good).toBe(false);
  });

  it('keeps line breaks and tabs for a CSV cell, and takes out the rest', () => {
    expect(exportable('one\r\ntwo\tthree\u0085\u001b[2J\u202e')).toBe('one\r\ntwo\tthree[2J');
  });
});
