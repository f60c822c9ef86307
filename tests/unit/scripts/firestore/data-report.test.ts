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

  it('counts hidden products apart from the shown ones, and names fields a list does not use, passing all the same', () => {
    const bag = { title: 'Tote', img: '/t.svg', price: 10 };
    const bags = [
      { id: 'shown', data: bag },
      { id: 'hidden', data: { ...bag, hidden: true } },
      { id: 'typo', data: { titel: 'Hobo', img: '/h.svg', colour: 'red' } },
    ];
    const shoes = [{ id: 'priced', data: { title: 'Sandal', img: '/s.svg', price: 10, hidden: false } }];
    const { text, failures } = dataReport([
      { collection: 'Bags', priced: true, docs: bags },
      { collection: 'Shoes', priced: false, docs: shoes },
    ]);
    expect(text.split('\n')).toEqual([
      'Bags: 2 shown, 1 hidden, 1 repaired, 1 shown without a price on a list with prices, 1 with unused fields',
      '  repaired  typo: title: title must be a non-empty string',
      '  unused    typo: titel, colour',
      'Shoes: 1 shown, 1 with unused fields',
      '  unused    priced: price',
      'In all: 3 shown, 1 hidden, 0 skipped, 1 repaired.',
      "Unused fields are ignored by the site, and the owner's pages save a product only without them (a product has title, des, img, price, hidden, createdAt; price only on a list with prices).",
      '',
    ]);
    expect(failures).toBe(0);
  });
});
