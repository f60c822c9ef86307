import { describe, expect, it } from 'vitest';
import { dataReport } from '../../../../scripts/firestore/data-report';
import { FORMAT_BLANKS } from '../../../support/format-blanks';

// The blanks of src/domain/blank.ts: JavaScript's trim() misses the invisible fillers.
const FILLERS = ['\u200b', '\u3164', '\u115f', '\u2060', '\uffa0', ...FORMAT_BLANKS];

describe('check-data: blank means blank', () => {
  it.each(FILLERS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'a title of only %s is reported as missing, and the product without a picture is skipped',
    (_name, blank) => {
      const docs = [
        { id: 'ghost', data: { title: blank.repeat(3), des: 'x' } },
        { id: 'pictured', data: { title: `\u00a0${blank}`, img: '/p.svg' } },
      ];
      const { text, failures } = dataReport([{ collection: 'Bags', priced: false, docs }]);
      expect(text).toContain('skipped   ghost: title: title must be a non-empty string');
      expect(text).toContain('repaired  pictured: title: title must be a non-empty string');
      expect(failures).toBe(1);
    },
  );

  it('trims blanks from a title, fillers included; a price of blanks is no price', () => {
    const docs = [{ id: 'tote', data: { title: '\u200b Tote \u3164', img: '/t.svg', price: '\u00a0\u200b' } }];
    const { text, failures } = dataReport([{ collection: 'Bags', priced: true, docs }]);
    expect(text).toBe('Bags: 1 shown, 1 shown without a price on a list with prices\nIn all: 1 shown, 0 skipped, 0 repaired.\n');
    expect(failures).toBe(0);
  });
});
