import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC, catalogueFrom, mutate, positionOf, problems } from '../../../support/catalogue';
import { ENQUIRIES, minimalCatalogue } from '../../../support/minimal-catalogue';

// A small shop with one list and an enquiry form; each test breaks one name in it.
const SHOP = minimalCatalogue({ enquiries: ENQUIRIES });
const SAREE = 'collection: Saree, parent: womens-wear';
const ENQUIRY_COLLECTION = '  collection: Online-Enqueries\n';
const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

describe('collection names', () => {
  it('accepts every name the specification and example catalogues use, spaces included', () => {
    const names = [SPEC, readFileSync('examples/shoe-shop/catalogue.config.yaml', 'utf8')].flatMap((source) => {
      const c = catalogueFrom(source);
      return [...c.lists.map((l) => l.collection), ...(c.enquiries ? [c.enquiries.collection] : [])];
    });
    expect(names).toContain('Kids Half Pant');
    expect(names).toContain('Men Formal Shoes');
    expect(names).toContain('Online-Enqueries');
    expect(problems(SHOP)).toEqual([]);
  });

  it('refuses a list showing the enquiries collection: the rules would make enquiries public', () => {
    const bad = mutate(SHOP, SAREE, 'collection: Online-Enqueries, parent: womens-wear');
    expect(problems(bad)).toEqual([
      `lists[0].collection ${at(bad, 'Online-Enqueries, parent')}: "Online-Enqueries" is where enquiries are stored (enquiries.collection); a list's collection is public, so use another one`,
    ]);
  });

  it.each([
    ['Online-Enqueries-daily', "holds the enquiries' daily counters"],
    ['Online-Enqueries-receipts', "holds the enquiries' receipts"],
  ])('refuses a list showing %s, which the daily cap uses', (name, use) => {
    const bad = mutate(SHOP, SAREE, `collection: ${name}, parent: womens-wear`);
    expect(problems(bad)).toEqual([expect.stringContaining(`lists[0].collection ${at(bad, name)}: "${name}" ${use}`)]);
  });

  it('tells apart names that differ in case, as Firestore does', () => {
    expect(problems(mutate(SHOP, SAREE, 'collection: online-enqueries, parent: womens-wear'))).toEqual([]);
  });

  // Each would break the quoted string firestore.rules writes the name into, or is not a Firestore id.
  it.each([
    ['a line break', '"Saree\\nmatch /{x=**} { allow read, write; }"'],
    ['a quote', `"Saree' || true || '"`],
    ['a backslash', "'Saree\\'"],
    ['a slash', 'Saree/secret'],
    ['a tab', '"Saree\\tx"'],
    ['two spaces', '"Kids  Tshirt"'],
    ['a reserved id', '__Saree__'],
    ['a dot id', "'..'"],
  ])('refuses a list collection with %s', (_, name) => {
    const bad = mutate(SHOP, SAREE, `collection: ${name}, parent: womens-wear`);
    const out = problems(bad);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^lists\[0\]\.collection \(line \d+, col \d+\): expected a collection name/);
    expect(out[0]).toContain(`lists[0].collection ${at(bad, name)}`);
  });

  // Written as YAML double-quoted strings, which read the same as the JSON of the value in the message.
  it.each([
    ['a quote', `"Enq'uiries"`],
    ['a line break', '"Enquiries\\nx"'],
  ])('refuses an enquiries collection with %s', (_, name) => {
    const bad = mutate(SHOP, ENQUIRY_COLLECTION, `  collection: ${name}\n`);
    expect(problems(bad)).toEqual([
      `enquiries.collection ${at(bad, name)}: expected a collection name of letters, digits, "-", "_", "." and single spaces, got ${name}`,
    ]);
  });

  it('refuses an enquiry status on more than one line (it is written into firestore.rules)', () => {
    const bad = mutate(SHOP, '  status: Available\n', '  status: "Available\\n  || true"\n');
    expect(problems(bad)).toEqual([
      `enquiries.status ${at(bad, '"Available')}: expected a text on one line (no line breaks or control characters), got "Available\\n  || true"`,
    ]);
  });
});
