import { describe, expect, it } from 'vitest';
import { dataReport } from '../../../../scripts/firestore/data-report';

// check-data on a shop in English and Bengali ('bn'), and on one in English only.
const docs = [
  { id: 'banarasi', data: { title: 'Banarasi', img: '/b.svg', i18n: { bn: { title: 'বেনারসি শাড়ি' } } } },
  { id: 'tant', data: { title: 'Tant', img: '/t.svg', i18n: { bn: { title: 'শ'.repeat(201) }, fr: { title: 'Tant' } } } },
];

describe("check-data and the products' texts in other languages", () => {
  it('reports what the site cuts or leaves out of i18n, and counts i18n among the product fields', () => {
    const { text, failures } = dataReport([{ collection: 'Saree', priced: false, docs }], undefined, ['bn']);
    expect(text.split('\n')).toEqual([
      'Saree: 2 shown, 1 repaired',
      `  repaired  tant: i18n: bn.title: 201 characters, more than 200; cut for display; i18n: "fr" is not one of the shop's other languages (bn); left out`,
      'In all: 2 shown, 0 skipped, 1 repaired.',
      '',
    ]);
    expect(failures).toBe(0);
    const unused = dataReport(
      [{ collection: 'Saree', priced: false, docs: [{ id: 'x', data: { title: 'X', colour: 'red' } }] }],
      undefined,
      ['bn'],
    );
    expect(unused.text).toContain('(a product has title, des, img, price, hidden, createdAt, i18n; price only on a list with prices)');
  });

  it('names i18n as an unused field of a one-language shop, as before', () => {
    const { text } = dataReport([{ collection: 'Saree', priced: false, docs }]);
    expect(text.split('\n')).toEqual([
      'Saree: 2 shown, 2 with unused fields',
      '  unused    banarasi: i18n',
      '  unused    tant: i18n',
      'In all: 2 shown, 0 skipped, 0 repaired.',
      "Unused fields are ignored by the site, and the owner's pages save a product only without them (a product has title, des, img, price, hidden, createdAt; price only on a list with prices).",
      '',
    ]);
  });
});
