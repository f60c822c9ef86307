import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { connectAdmin, resetFirestore } from '../support/firestore/clients';
import { runScript } from './fixtures/run-script';

const host = inject('firestoreHost');
const grpc = inject('firestoreGrpcHost');
const admin = connectAdmin(grpc);
const checkData = (args: string[], env: NodeJS.ProcessEnv = {}) => runScript('scripts/firestore/check-data.ts', args, env);
const bag = { des: 'Jute', img: '/b.svg' };

beforeEach(() => resetFirestore(host));
afterAll(() => admin.terminate());

describe('npm run check-data -- --emulator', () => {
  it('prints per collection how many products are shown, and each skipped or repaired document with id and reason', async () => {
    const bags = admin.collection('Ladies Bag');
    await bags.doc('bag-1').set({ ...bag, title: 'Tote', price: 1299 });
    await bags.doc('bag-2').set({ ...bag, title: 'Sling', price: '₹1,299' });
    await bags.doc('bag-3').set({ ...bag, title: 'Hobo', price: 499.5 });
    await bags.doc('bag-4').set({ des: 'nothing to show', img: 'javascript:alert(1)' });
    await bags.doc('bag-5').set({ ...bag, title: 'Clutch' });
    await bags.doc('bag-6').set({ ...bag, title: 'x'.repeat(300), price: 10 });
    await bags.doc('evil\u001b[2J\u202eid').set({ ...bag, title: 'Evil', img: 'http://\u0007/a.svg', price: 1 });
    await admin.collection('Saree').doc('s-1').set({ title: 'Tant', des: '', img: '/s.svg', price: 'call us' });

    const run = await checkData(['--emulator', grpc]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Checking 24 collections of local Firestore ${grpc} (project demo-catalogue)`);
    // Saree shows no prices: its price is a field the list does not use.
    expect(lines).toContain('Saree: 1 shown, 1 repaired, 1 with unused fields');
    expect(lines).toContain('  unused    s-1: price');
    expect(lines).toContain('  repaired  s-1: price: "call us" is not an amount of 0 or more, like 1299 or "₹1,299.50"; no price is shown');
    expect(lines).toContain('Churidar: 0 shown');
    const start = lines.indexOf('Ladies Bag: 6 shown, 1 skipped, 3 repaired, 1 shown without a price on a list with prices');
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, start + 5)).toEqual([
      '  repaired  bag-2: price: "₹1,299" read as 1299',
      '  skipped   bag-4: title: title must be a non-empty string; img: img must be an https:// or site-relative URL',
      '  repaired  bag-6: title: 300 characters, more than 200; cut for display',
      // Control characters and bidi overrides never reach the owner's terminal.
      '  repaired  evil [2Jid: img: img must be an https:// or site-relative URL',
    ]);
    // eslint-disable-next-line no-control-regex -- the control characters that must not reach the terminal
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(lines).toContain('In all: 7 shown, 1 skipped, 4 repaired.');
    expect(run.stderr).toBe('1 problem keeps products off the site: fix the data named above and run again.\n');
  });

  it("counts the owner's hidden products apart, reads firebase-admin's createdAt, and names a typo in a field name", async () => {
    const bags = admin.collection('Ladies Bag');
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 2, 1));
    await bags.doc('bag-1').set({ ...bag, title: 'Tote', price: 1299, hidden: false, createdAt });
    await bags.doc('bag-2').set({ ...bag, title: 'Sling', price: 899, hidden: true, createdAt });
    await bags.doc('bag-3').set({ ...bag, titel: 'Hobo', price: 499 });
    const run = await checkData(['--emulator', grpc]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const start = lines.indexOf('Ladies Bag: 2 shown, 1 hidden, 1 repaired, 1 with unused fields');
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, start + 3)).toEqual([
      '  repaired  bag-3: title: title must be a non-empty string',
      '  unused    bag-3: titel',
    ]);
    expect(lines).toContain('In all: 2 shown, 1 hidden, 0 skipped, 1 repaired.');
  });

  it('exits 0 when every document is shown, even after repairs', async () => {
    await admin
      .collection('Ladies Bag')
      .doc('bag-2')
      .set({ ...bag, title: 'Sling', price: '₹1,299' });
    const run = await checkData(['--emulator', grpc]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('In all: 1 shown, 0 skipped, 1 repaired.\n');
  });
});

describe('npm run check-data (demo files of the configured catalogue)', () => {
  it('follows CATALOGUE_CONFIG and reads the demo files as the site does: a null item, a repeated id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-data-'));
    copyFileSync('examples/shoe-shop/catalogue.config.yaml', join(dir, 'catalogue.config.yaml'));
    mkdirSync(join(dir, 'demo-data'));
    writeFileSync(
      join(dir, 'demo-data', 'men-formal-shoes.json'),
      JSON.stringify([
        { id: 'oxford', title: 'Oxford', img: '/o.svg', price: '£89.50' },
        null,
        { id: 'oxford', title: 'Oxford again', img: '/o.svg' },
        { id: 'derby', title: 'Derby', img: '/d.svg', price: 75 },
      ]),
    );
    writeFileSync(join(dir, 'demo-data', 'men-trainers.json'), '[{');
    return checkData([], { CATALOGUE_CONFIG: join(dir, 'catalogue.config.yaml') }).then((run) => {
      expect(run.code).toBe(1);
      const lines = run.stdout.split('\n');
      expect(lines.slice(1, 6)).toEqual([
        'Men Formal Shoes: 2 shown, 2 skipped, 1 repaired',
        '  repaired  oxford: price: "£89.50" read as 89.5',
        '  skipped   #2: document: not a mapping of fields',
        '  skipped   oxford: id: an earlier document has this id; only the first is shown',
        expect.stringMatching(/^Men Trainers: could not be read: .*men-trainers\.json: /),
      ]);
      expect(lines[6]).toMatch(/^Chelsea Boots: no demo file \(.*chelsea-boots\.json\); the list shows as empty$/);
      expect(run.stderr).toBe('3 problems keep products off the site: fix the data named above and run again.\n');
    });
  });

  it("passes on the specification's demo data", async () => {
    const run = await checkData([]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.startsWith(`Checking the demo data of ${SPEC_CONFIG} (${join(dirname(SPEC_CONFIG), 'demo-data')})\nSaree: `)).toBe(
      true,
    );
    expect(run.stdout).toMatch(/\nSaree: \d+ shown\n/);
    expect(run.stdout).toMatch(/\nIn all: \d+ shown, 0 skipped, 0 repaired\.\n$/);
  });
});
