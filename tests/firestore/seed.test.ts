import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { collectionSlug } from '../../src/domain/collection-file';
import { createSource } from '../../src/data/create-source';
import { toProducts } from '../../src/data/products';
import { connectAdmin, resetFirestore, TEST_PROJECT_ID } from '../support/firestore/clients';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { specCatalogue } from '../support/catalogue';
import { runScript } from './fixtures/run-script';

const host = inject('firestoreHost');
const grpc = inject('firestoreGrpcHost');
const admin = connectAdmin(grpc);
const dir = mkdtempSync(join(tmpdir(), 'seed-'));
const seed = (...args: string[]) => runScript('scripts/firestore/seed.ts', ['--emulator', grpc, ...args]);
const ids = async (collection: string) => (await admin.collection(collection).get()).docs.map((d) => d.id).sort();
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

beforeEach(() => resetFirestore(host));
afterAll(() => admin.terminate());

describe('npm run seed (demo catalogue)', () => {
  it('uploads every demo collection under its config name, with a progress bar on stderr, and the site reads it cleanly', async () => {
    const { lists, files } = specCatalogue();
    const collections = [...new Set(lists.map((l) => l.collection))];
    const demoFile = (c: string) => join(dirname(SPEC_CONFIG), files.demoData!, `${collectionSlug(c)}.json`);
    const demo = Object.fromEntries(collections.map((c) => [c, JSON.parse(readFileSync(demoFile(c), 'utf8')) as { id: string }[]]));
    const total = Object.values(demo).reduce((n, docs) => n + docs.length, 0);

    const run = await seed();
    expect(run).toMatchObject({
      code: 0,
      stdout: `Wrote ${total} documents to ${collections.length} collections of local Firestore ${grpc} (project demo-catalogue).\n`,
    });
    expect(run.stderr.trim().split('\n').at(-1)).toBe(`seeding [${'#'.repeat(30)}] ${total}/${total}`);
    for (const c of collections) expect(await ids(c), c).toEqual(demo[c]!.map((d) => d.id).sort());

    const warn = vi.spyOn(console, 'warn');
    const source = createSource({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: host });
    const bags = toProducts('Ladies Bag', await source.readCollection('Ladies Bag'));
    expect(bags).toHaveLength(demo['Ladies Bag']!.length);
    expect(bags.every((b) => Number.isInteger(b.price))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is idempotent: a second run overwrites by id instead of adding, and restores an edited product', async () => {
    expect((await seed()).code).toBe(0);
    const first = await ids('Saree');
    const one = admin.collection('Saree').doc(first[0]!);
    const original = (await one.get()).data();
    await one.update({ title: 'Edited by hand' });

    expect((await seed()).code).toBe(0);
    expect(await ids('Saree')).toEqual(first);
    expect((await one.get()).data()).toEqual(original);
  });
});

describe('npm run seed -- --file', () => {
  it('uploads a CSV of 1201 products in batches of at most 500', async () => {
    const rows = Array.from({ length: 1201 }, (_, i) => `bag-${i},Bag ${i},"Jute, large",/b/${i}.svg,${1000 + i}`);
    const run = await seed('--file', file('bags.csv', ['id,title,des,img,price', ...rows].join('\n')), '--collection', 'Ladies Bag');
    expect(run.code).toBe(0);
    expect(run.stderr.match(/\d+\/1201/g)).toEqual(['500/1201', '1000/1201', '1201/1201']);
    expect(await ids('Ladies Bag')).toHaveLength(1201);
    expect((await admin.collection('Ladies Bag').doc('bag-7').get()).data()).toEqual({
      title: 'Bag 7',
      des: 'Jute, large',
      img: '/b/7.svg',
      price: 1007,
    });
  });

  it('takes JSON and YAML lists too, giving products without an id a stable one from the title', async () => {
    const json = file('wallets.json', JSON.stringify([{ title: 'Leather Wallet - Tan', img: '/w.svg' }]));
    const yaml = file('trolleys.yaml', '- { id: tr-1, title: Cabin Trolley, des: 20 inch, img: "https://cdn.example.com/t.jpg" }\n');
    expect((await seed('--file', json, '--collection', 'Wallet Bag')).code).toBe(0);
    expect((await seed('--file', yaml, '--collection', 'Trolley Bag')).code).toBe(0);
    expect((await admin.collection('Wallet Bag').get()).docs.map((d) => [d.id, d.data()])).toEqual([
      ['leather-wallet-tan', { title: 'Leather Wallet - Tan', des: '', img: '/w.svg' }],
    ]);
    expect((await admin.collection('Trolley Bag').doc('tr-1').get()).data()).toEqual({
      title: 'Cabin Trolley',
      des: '20 inch',
      img: 'https://cdn.example.com/t.jpg',
    });
  });

  it('names each bad row and field, and writes nothing of a file with any bad row', async () => {
    const bad = file(
      'bad.csv',
      'id,title,des,img,price\nok-1,Tote,,/t.svg,1200\nbad-1,,x,/c.svg,\nbad-2,Sling,,javascript:alert(1),twelve\n',
    );
    const run = await seed('--file', bad, '--collection', 'Ladies Bag');
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'bad.csv row 3, field title: title must be a non-empty string',
      'bad.csv row 4, field img: img must be an https:// or site-relative URL',
      'bad.csv row 4, field price: "twelve" is not an amount of 0 or more, like 1299 or "₹1,299.50"; no price is shown',
      'Nothing was written: fix the 3 problems above and run again.',
    ]);
    expect(await ids('Ladies Bag')).toEqual([]);
  });

  it('writes prices as owners type them ("₹1,299", "450", 499.5) as numbers, noting each cleaned value', async () => {
    const json = file(
      'priced.json',
      JSON.stringify([
        { id: 'b1', title: 'Tote', img: '/t.svg', price: '₹1,299' },
        { id: 'b2', title: 'Sling', img: '/s.svg', price: '450' },
        { id: 'b3', title: 'Hobo', img: '/h.svg', price: 499.5 },
      ]),
    );
    const run = await seed('--file', json, '--collection', 'Ladies Bag');
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').slice(0, 2)).toEqual([
      'note: priced.json item 1, field price: "₹1,299" read as 1299; written in this clean form',
      'note: priced.json item 2, field price: "450" read as 450; written in this clean form',
    ]);
    const stored = (await admin.collection('Ladies Bag').get()).docs.map((d) => [d.id, d.data().price as unknown]);
    expect(stored).toEqual([
      ['b1', 1299],
      ['b2', 450],
      ['b3', 499.5],
    ]);
  });

  it('refuses a file with a text the site would cut, and writes nothing', async () => {
    const long = file('long.json', JSON.stringify([{ id: 'l1', title: 'T'.repeat(201), img: '/t.svg' }]));
    const run = await seed('--file', long, '--collection', 'Ladies Bag');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('long.json item 1, field title: 201 characters, more than 200; cut for display\n');
    expect(await ids('Ladies Bag')).toEqual([]);
  });

  it('refuses a collection the config does not have, and --file without --collection', async () => {
    const good = file('good.csv', 'title,img\nTote,/t.svg\n');
    const unknown = await seed('--file', good, '--collection', 'Bags');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`"Bags" is not a collection of ${SPEC_CONFIG} (lists[].collection): Saree, `);
    expect(await seed('--file', good)).toMatchObject({ code: 1, stderr: expect.stringContaining('--file and --collection go together.') });
  });
});

describe('npm run seed without a target', () => {
  it('explains how to give credentials, and writes nothing', async () => {
    const run = await runScript('scripts/firestore/seed.ts', []);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No credentials for Firestore. Either\n  - pass --emulator HOST:PORT');
    expect(run.stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json');
    const missingKey = await runScript('scripts/firestore/seed.ts', [], { GOOGLE_APPLICATION_CREDENTIALS: join(dir, 'no-such-key.json') });
    expect(missingKey).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`GOOGLE_APPLICATION_CREDENTIALS is ${join(dir, 'no-such-key.json')}, which does not exist.`),
    });
  });
});
