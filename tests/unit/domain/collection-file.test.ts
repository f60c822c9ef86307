import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collectionFileName, collectionSlug } from '../../../src/domain/collection-file';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { COLLECTIONS } from '../../../scripts/demo/collections';
import { starterFiles } from '../../../scripts/demo/starter';
import { demoCatalogue } from '../../../scripts/firestore/demo-catalogue';
import { demoDataModule } from '../../../scripts/vite/demo-data-module';
import { catalogueFrom, mutate, SPEC } from '../../support/catalogue';

describe('collectionSlug: the one file-name rule of a collection', () => {
  it.each([
    ['Ladies Bag', 'ladies-bag'],
    ['Men TShirt', 'men-tshirt'],
    ['Cosmetics Others Brand', 'cosmetics-others-brand'],
    // dots: the name read from bags.json must be written to bags.json too (not bags-.json)
    ['Bags.', 'bags'],
    ['bags.v2', 'bags-v2'],
    ['.hidden', 'hidden'],
    ['...', ''],
    // accents folded to ASCII
    ['Café Noir', 'cafe-noir'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Ñandú', 'nandu'],
    ['ÉTÉ', 'ete'],
    ['ﬁne Sarees', 'fine-sarees'],
    // spaces
    ['  Kids   Half Pant ', 'kids-half-pant'],
    ['Kids\tDress', 'kids-dress'],
    // symbols
    ['Kids_Tshirt', 'kids-tshirt'],
    ['School/Laptop Bag', 'school-laptop-bag'],
    ['Shoes & Socks!', 'shoes-socks'],
    ['--Sale--', 'sale'],
    ['2024 Sale', '2024-sale'],
    ['Bags 😀 Sale', 'bags-sale'],
  ])('%j -> %j', (name, slug) => {
    expect(collectionSlug(name)).toBe(slug);
  });

  it('names the demo file', () => {
    expect(collectionFileName('Bags.')).toBe('bags.json');
    expect(collectionFileName('Ladies Bag')).toBe('ladies-bag.json');
  });
});

describe("today's demo files keep their names", () => {
  const shops = [
    ['the specification shop', 'tests/fixtures/spec/catalogue.config.yaml', 'tests/fixtures/spec/demo-data'],
    ['the shoe shop example', 'examples/shoe-shop/catalogue.config.yaml', 'examples/shoe-shop/demo-data'],
  ] as const;

  it.each(shops)('%s: every collection maps to one of its demo files, and every demo file to a collection', (_, config, dir) => {
    const lists = (parse(readFileSync(config, 'utf8')) as { lists: { collection: string }[] }).lists;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    const mapped = [...new Set(lists.map((l) => collectionFileName(l.collection)))].sort();
    expect(mapped).toEqual(files);
  });

  it('the demo generator writes the files the site reads', () => {
    // The specification's copy of the generated demo data: the owner may add or drop files in demo-data/.
    const files = readdirSync('tests/fixtures/spec/demo-data')
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(COLLECTIONS.map((c) => collectionFileName(c.name)).sort()).toEqual(files);
  });
});

describe('every reader and writer of demo files agrees on "Bags."', () => {
  const catalogue = catalogueFrom(mutate(SPEC, 'collection: Ladies Bag,', 'collection: Bags.,'));
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'collection-file-'));
    dirs.push(dir);
    return dir;
  };

  it('the starter generator writes bags.json', () => {
    const files = starterFiles(catalogue, { demo: 'demo', public: 'public' }, (slug) => slug !== 'bags');
    expect([...files.keys()].filter((f) => f.startsWith('demo/'))).toEqual(['demo/bags.json']);
  });

  it('seed and check-data read bags.json', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bags.json'), JSON.stringify([{ id: 'b1', title: 'Tote', img: '/t.svg' }]));
    const { uploads, missing } = demoCatalogue(catalogue, dir);
    expect(uploads).toEqual([{ collection: 'Bags.', docs: [{ id: 'b1', data: { title: 'Tote', des: '', img: '/t.svg' } }] }]);
    expect(missing).not.toContain('Bags.');
  });

  it("the Vite plugin serves bags.json under the key the site's demo source looks up", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bags.json'), '[]');
    writeFileSync(join(dir, 'not-a-collection.json'), '[]');
    const code = demoDataModule(
      dir,
      catalogue.lists.map((l) => l.collection),
    );
    expect(code).toContain('"bags": () => import("virtual:catalogue-demo-file/bags")');
    expect(code).not.toContain('not-a-collection');
    expect(existsSync(join(dir, 'bags-.json'))).toBe(false);

    const source = createDemoSource({ bags: () => Promise.resolve([{ id: 'b1', title: 'Tote', img: '/t.svg' }]) });
    expect(await source.readCollection('Bags.')).toHaveLength(1);
  });
});
