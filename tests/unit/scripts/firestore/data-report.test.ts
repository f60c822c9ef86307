import { describe, expect, it } from 'vitest';
import { dataReport } from '../../../../scripts/firestore/data-report';

describe('check-data report', () => {
  it('reports an http:// picture, which the site shows as the placeholder and the Content-Security-Policy would block', () => {
    const docs = [{ id: 'tote', data: { title: 'Tote', img: 'http://cdn.example.com/t.jpg' } }];
    const { text, failures } = dataReport([{ collection: 'Bags', priced: false, docs }]);
    expect(text).toBe(
      'Bags: 1 shown, 1 repaired\n  repaired  tote: img: img must be an https:// or site-relative URL\nIn all: 1 shown, 0 skipped, 1 repaired.\n',
    );
    expect(failures).toBe(0);
  });

  it('prints ids and reasons on printable lines', () => {
    const docs = [{ id: 'evil\u001b[2J\u0007\u202eid', data: { title: 'Evil', img: 'http://\u0007/a.svg' } }];
    const { text } = dataReport([{ collection: 'Bags', priced: false, docs }]);
    expect(text.split('\n')[1]).toBe('  repaired  evil [2J id: img: img must be an https:// or site-relative URL');
  });
});
