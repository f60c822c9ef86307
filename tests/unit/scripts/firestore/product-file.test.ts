import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecords, readProductFile } from '../../../../scripts/firestore/product-file';

const dir = mkdtempSync(join(tmpdir(), 'products-'));
const read = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return readProductFile(join(dir, name));
};

describe('reading a product file for seeding', () => {
  it('turns CSV cells into the fields the site reads: whole-rupee prices as numbers, empty id and price as absent', () => {
    expect(read('a.csv', 'id,title,des,img,price\nt1,Tote,,/t.svg,1200\n,Hobo Bag,Soft,/h.svg,\n')).toEqual({
      docs: [
        { id: 't1', data: { title: 'Tote', des: '', img: '/t.svg', price: 1200 } },
        { id: 'hobo-bag', data: { title: 'Hobo Bag', des: 'Soft', img: '/h.svg' } },
      ],
      problems: [],
      notes: [],
    });
  });

  it('seeds a hidden product: true or false in any file, in CSV as the text true or false; never a createdAt', () => {
    expect(read('h.csv', 'id,title,img,hidden\nt1,Tote,/t.svg,TRUE\nt2,Hobo,/h.svg, false\nt3,Sling,/s.svg,\n').docs).toEqual([
      { id: 't1', data: { title: 'Tote', des: '', img: '/t.svg', hidden: true } },
      { id: 't2', data: { title: 'Hobo', des: '', img: '/h.svg' } },
      { id: 't3', data: { title: 'Sling', des: '', img: '/s.svg' } },
    ]);
    expect(read('h.json', '[{"id": "t1", "title": "Tote", "img": "/t.svg", "hidden": true}]').docs).toEqual([
      { id: 't1', data: { title: 'Tote', des: '', img: '/t.svg', hidden: true } },
    ]);
    expect(read('i.csv', 'title,img,hidden\nTote,/t.svg,yes\n').problems).toEqual([
      'i.csv row 2, field hidden: hidden must be true or false; the product is shown',
    ]);
    expect(read('j.json', '[{"title": "Tote", "img": "/t.svg", "createdAt": "2026-01-01"}]').problems).toEqual([
      'j.json item 1, field createdAt: unknown field (allowed: id, title, des, img, price, hidden)',
    ]);
  });

  it('writes lossless repairs in their clean form and notes them; refuses what the site would drop or cut', () => {
    const { docs, notes } = checkRecords([
      { where: 'item 1', fields: { id: 'a', title: 'Silk \uD83D', img: '/a.svg', price: 'Rs. 1,23,456.50' } },
    ]);
    expect(docs).toEqual([{ id: 'a', data: { title: 'Silk \uFFFD', des: '', img: '/a.svg', price: 123456.5 } }]);
    expect(notes).toEqual([
      'item 1, field title: broken characters (lone surrogates) replaced with \uFFFD',
      'item 1, field price: "Rs. 1,23,456.50" read as 123456.5',
    ]);
    expect(
      checkRecords([
        { where: 'item 1', fields: { id: 'a', title: 'Tote', img: '/\\evil.example/a.svg' } },
        { where: 'item 2', fields: { id: 'b', title: 'Tote', img: '/b.svg', des: 'd'.repeat(2001) } },
      ]).problems,
    ).toEqual([
      'item 1, field img: img must be an https:// or site-relative URL',
      'item 2, field des: 2001 characters, more than 2000; cut for display',
    ]);
  });

  it('refuses an http:// picture in every file type, as check-data reports it and the site would not show it', () => {
    const expected = (where: string) => [`${where}, field img: img must be an https:// or site-relative URL`];
    expect(read('http.csv', 'id,title,img\nt1,Tote,http://cdn.example.com/t.jpg\n')).toEqual({
      docs: [],
      problems: expected('http.csv row 2'),
      notes: [],
    });
    expect(read('http.json', '[{"id": "t1", "title": "Tote", "img": "http://cdn.example.com/t.jpg"}]').problems).toEqual(
      expected('http.json item 1'),
    );
    expect(read('http.yaml', '- {id: t1, title: Tote, img: "http://cdn.example.com/t.jpg"}\n').problems).toEqual(
      expected('http.yaml item 1'),
    );
    expect(read('https.csv', 'id,title,img\nt1,Tote,https://cdn.example.com/t.jpg\n').docs).toEqual([
      { id: 't1', data: { title: 'Tote', des: '', img: 'https://cdn.example.com/t.jpg' } },
    ]);
  });

  it('refuses an id holding control characters or bidi overrides, naming the row and showing them escaped', () => {
    const { docs, problems } = read('esc.csv', 'id,title,img\n"t1\u001b[31m\u0007",Tote,/t.svg\nt2\u202e,Bag,/b.svg\nt3,Hobo,/h.svg\n');
    expect(docs).toEqual([]);
    const rule = 'must not contain control characters (such as ESC or BEL) or bidi overrides';
    expect(problems).toEqual([`esc.csv row 2, field id: "t1\\u001b[31m\\u0007" ${rule}`, `esc.csv row 3, field id: "t2\u202e" ${rule}`]);
    expect(checkRecords([{ where: 'item 1', fields: { id: 'tab\there', title: 'x', img: '/x.svg' } }]).problems).toEqual([
      `item 1, field id: "tab\\there" ${rule}`,
    ]);
  });

  it("reads YAML with the config's reader: 1.2 only, so a %YAML 1.1 file is refused, and every error is located", () => {
    expect(read('yes.yaml', '- {id: t1, title: yes, img: /t.svg, des: on}\n').docs).toEqual([
      { id: 't1', data: { title: 'yes', des: 'on', img: '/t.svg' } },
    ]);
    expect(read('old.yaml', '%YAML 1.1\n---\n- {id: t1, title: yes, img: /t.svg}\n')).toEqual({
      docs: [],
      problems: [
        'old.yaml line 1, col 1: "%YAML 1.1": only YAML 1.2 is read (under YAML 1.1, on, y and 1:20 would mean true, true and 80); remove the line or write %YAML 1.2',
      ],
      notes: [],
    });
    expect(read('bad.yaml', '- id: t1\n  title: Tote\n  title: Bag\n').problems).toEqual([
      expect.stringMatching(/^bad\.yaml line 3, col 3: YAML syntax error: /),
    ]);
  });

  it('names unknown columns, short rows and unparsable files', () => {
    expect(read('b.csv', 'title,img,colour\nTote,/t.svg,red\n').problems).toEqual([
      'b.csv row 1, column "colour": unknown column (allowed: id, title, des, img, price, hidden)',
    ]);
    expect(read('c.csv', 'title,img\nTote\n').problems).toEqual(['c.csv row 2: has 1 cells, the header has 2']);
    expect(read('d.json', '{"title": "Tote"}').problems).toEqual(['d.json: must be a list of products']);
    expect(read('e.json', '[{').problems[0]).toMatch(/^e\.json: cannot be read: /);
    expect(read('f.txt', '').problems).toEqual(['f.txt: unknown file type ".txt"; use .csv, .json or .yaml']);
  });

  it('checks ids: Firestore limits, duplicates (naming both rows), titles that give no id, and ids neither text nor a number', () => {
    const { docs, problems } = checkRecords([
      { where: 'item 1', fields: { id: 'a/b', title: 'x', img: '/x.svg' } },
      { where: 'item 2', fields: { id: '__x__', title: 'x', img: '/x.svg' } },
      { where: 'item 3', fields: { title: 'শাড়ি', img: '/x.svg' } },
      { where: 'item 4', fields: { id: 'same', title: 'x', img: '/x.svg' } },
      { where: 'item 5', fields: { id: 'same', title: 'y', img: '/y.svg' } },
      { where: 'item 6', fields: 'not a mapping' },
      { where: 'item 7', fields: { title: 'x', img: '/x.svg', colour: 'red' } },
      { where: 'item 8', fields: { id: { sku: 1 }, title: 'x', img: '/x.svg' } },
      { where: 'item 9', fields: { id: 42, title: 'x', img: '/x.svg' } },
    ]);
    expect(docs).toEqual([]); // any problem and nothing is written
    expect(problems).toEqual([
      'item 1, field id: "a/b" must not contain "/"',
      'item 2, field id: "__x__" is reserved by Firestore',
      'item 3, field id: "" cannot be made from this title; add an id',
      'item 5, field id: "same" is also the id of item 4',
      'item 6: must be a mapping of id, title, des, img, price, hidden',
      'item 7, field colour: unknown field (allowed: id, title, des, img, price, hidden)',
      'item 8, field id: must be text or a number',
    ]);
  });
});
