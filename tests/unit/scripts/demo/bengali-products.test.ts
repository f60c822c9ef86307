import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../../src/domain/product-fields.ts';
import { SPEC_CONFIG, catalogueFile } from '../../../../scripts/catalogue/catalogue-file.ts';
import { readCatalogue } from '../../../../scripts/catalogue/read-catalogue.ts';
import { BENGALI_LISTS, bengaliProductText } from '../../../../scripts/demo/bengali-products.ts';
import { BN_COLOURS } from '../../../../scripts/demo/bengali-words.ts';
import { COLLECTIONS } from '../../../../scripts/demo/collections.ts';
import { buildDocuments } from '../../../../scripts/demo/documents.ts';
import { COLOURS } from '../../../../scripts/demo/words.ts';

const lists = readCatalogue(catalogueFile(SPEC_CONFIG).path).lists;

/** The demo documents of a list, as the generator makes them for its collection. */
function documentsOf(listId: string) {
  const collection = lists.find((l) => l.id === listId)?.collection;
  const spec = COLLECTIONS.find((c) => c.name === collection);
  if (!spec) throw new Error(`No demo recipe for the list ${listId}`);
  return buildDocuments(spec);
}

describe('bengaliProductText', () => {
  it('covers at least Saree, Kurti and Ladies Bag, by their ids in the catalogue', () => {
    expect(BENGALI_LISTS).toEqual(expect.arrayContaining(['saree', 'kurti', 'ladies-bag']));
    for (const id of BENGALI_LISTS) expect(lists.map((l) => l.id)).toContain(id);
  });

  it.each(BENGALI_LISTS)('gives every demo product of %s a Bengali title and description within the limits', (listId) => {
    const docs = documentsOf(listId);
    const titles = new Set<string>();
    for (const doc of docs) {
      const bn = bengaliProductText(listId, doc);
      if (!bn) throw new Error(`${doc.id}: no Bengali`);
      for (const [field, text] of [
        ['title', bn.title],
        ['des', bn.des],
      ] as const) {
        expect(text.length, `${doc.id} ${field}`).toBeGreaterThan(0);
        expect(text.length, `${doc.id} ${field}`).toBeLessThanOrEqual(TEXT_LIMITS[field]);
        // Bengali script only: an English word left over would show a gap in the word tables.
        expect(text, `${doc.id} ${field}`).toMatch(/^[\p{Script=Bengali} ,\-।]+$/u);
        expect(text).toBe(text.normalize('NFC'));
      }
      titles.add(bn.title);
    }
    // Unique English titles stay unique: a visitor can tell any two products apart in Bengali too.
    expect(titles.size).toBe(docs.length);
  });

  it('is deterministic: the same English gives the same Bengali, run after run', () => {
    const first = documentsOf('saree').map((d) => bengaliProductText('saree', d));
    const again = documentsOf('saree').map((d) => bengaliProductText('saree', d));
    expect(again).toEqual(first);
  });

  it('puts the English words in Bengali order', () => {
    expect(
      bengaliProductText('saree', {
        title: 'Banarasi Silk Zari Border Saree - Red',
        des: 'Rich Banarasi silk saree with a contrast pallu and a blouse piece, ideal for Durga Puja.',
      }),
    ).toEqual({
      title: 'লাল বেনারসি সিল্ক জরি পাড় শাড়ি',
      des: 'কনট্রাস্ট আঁচলের জমকালো বেনারসি সিল্ক শাড়ি, সঙ্গে ব্লাউজ পিস। দুর্গাপুজোর জন্য আদর্শ।',
    });
    expect(
      bengaliProductText('saree', {
        title: 'Dhakai Jamdani Printed Saree - Peach',
        des: 'Soft Dhakai Jamdani saree with fine woven stripes and a blouse piece, great for Poila Boishakh.',
      }),
    ).toEqual({
      title: 'পিচ রঙের প্রিন্টেড ঢাকাই জামদানি শাড়ি',
      des: 'সরু বোনা ডোরার নরম ঢাকাই জামদানি শাড়ি, সঙ্গে ব্লাউজ পিস। পয়লা বৈশাখের জন্য দারুণ মানাবে।',
    });
    expect(
      bengaliProductText('ladies-bag', {
        title: 'Jute Sling Bag - Black',
        des: 'Stylish jute sling bag with a magnetic flap, perfect for daily use.',
      }),
    ).toEqual({ title: 'কালো পাটের স্লিং ব্যাগ', des: 'ম্যাগনেটিক ফ্ল্যাপ সহ স্টাইলিশ পাটের স্লিং ব্যাগ। রোজকার ব্যবহারের জন্য একদম মানানসই।' });
  });

  it('leaves a list without Bengali words to the English fallback', () => {
    expect(bengaliProductText('men-blazer', { title: 'Slim Fit Blazer - Navy Blue', des: 'A blazer.' })).toBeUndefined();
  });

  it('refuses an English word it cannot translate, naming the text, rather than writing half English', () => {
    expect(() =>
      bengaliProductText('kurti', {
        title: 'Velvet A-Line Kurti - Red',
        des: 'Comfortable velvet kurti with side pockets, ideal for college.',
      }),
    ).toThrow(/"Velvet A-Line Kurti - Red"/);
  });

  it('names every colour of the demo vocabulary in Bengali, each differently', () => {
    expect(Object.keys(BN_COLOURS).sort()).toEqual(Object.keys(COLOURS).sort());
    expect(new Set(Object.values(BN_COLOURS)).size).toBe(Object.keys(BN_COLOURS).length);
  });
});
