import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createSource } from '../../src/data/create-source';
import { parseCsv } from '../../scripts/firestore/csv';
import { createAdminHelpers } from '../../scripts/firestore/admin-helpers';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { connectAdmin, resetFirestore, TEST_PROJECT_ID } from '../support/firestore/clients';
import { runScript } from './fixtures/run-script';
import { SPEC, mutate } from '../support/catalogue';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';

const host = inject('firestoreHost');
const grpc = inject('firestoreGrpcHost');
const admin = connectAdmin(grpc);
const enquiries = admin.collection('Online-Enqueries');
/** The CLI on the spec's shop, or on the config file given. */
const cliOn =
  (config?: string) =>
  (...args: string[]) =>
    runScript('scripts/firestore/enquiries.ts', [...args, '--emulator', grpc], {
      TZ: 'Asia/Kolkata',
      ...(config ? { CATALOGUE_CONFIG: config } : {}),
    });
const enquiriesCli = cliOn();

/** The spec's shop with enquiries.statuses, in a file of its own (its folders made absolute). */
function withStatuses(statuses: string): string {
  const yaml = mutate(
    mutate(
      mutate(SPEC, '  status: Available\n', `  status: Available\n  statuses: ${statuses}\n`),
      'public: ../../../public',
      `public: ${resolve('public')}`,
    ),
    'demoData: demo-data',
    `demoData: ${resolve(dirname(SPEC_CONFIG), 'demo-data')}`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'catalogue-statuses-')), 'catalogue.config.yaml');
  writeFileSync(file, yaml);
  return file;
}
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

beforeEach(async () => {
  await resetFirestore(host);
  const base = { emailaddress: 'a@example.com', city: 'Barnia', status: 'Available' };
  await enquiries
    .doc('old')
    .set({ ...base, title: 'Old One', mobile: '9800000001', enquiry: 'Any sarees?', createdAt: at('2025-07-01T04:30:00Z') });
  await enquiries.doc('evil').set({
    ...base,
    title: '=HYPERLINK("http://x.example","click")',
    mobile: '+91 98000 00002',
    city: '@SUM(A1)',
    enquiry: '-2+3, "quoted"\nsecond line',
    createdAt: at('2025-07-10T10:00:00Z'),
  });
});
afterAll(() => admin.terminate());

describe('npm run enquiries', () => {
  it('lists enquiries newest first in local time, including one the site just sent', async () => {
    const site = createSource({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: host });
    await site.addEnquiry(
      'Online-Enqueries',
      {
        token: 'SentFromTheSite12345',
        fields: { title: 'From the site', mobile: '9800000003', emailaddress: 's@example.com', city: 'Nadia', enquiry: 'Hello' },
        status: 'Available',
      },
      { dailyLimit: 200, utcOffsetMinutes: 0 },
    );

    const run = await enquiriesCli('list');
    expect(run.code).toBe(0);
    const heads = run.stdout.split('\n').filter((line) => /^\d{4}-\d\d-\d\d \d/.test(line));
    const day = enquiryDay(Date.now(), 0);
    expect(heads.map((line) => line.split('  ').at(-1))).toEqual([`${day}-1`, 'evil', 'old']);
    expect(run.stdout).not.toContain('the enquiry box was full');
    expect(run.stdout).not.toContain('SentFromTheSite12345'); // the submission token is the cap's business, not the owner's
    expect(run.stdout).toContain('From the site | 9800000003 | s@example.com | Nadia');
    expect(heads.slice(1)).toEqual(['2025-07-10 15:30  [Available]  evil', '2025-07-01 10:00  [Available]  old']);
    expect(run.stdout).toContain('  -2+3, "quoted" second line\n'); // a visitor's newline cannot break the layout
  });

  it('says first which days reached the daily cap (enquiries.dailyLimit), read from the counters', async () => {
    const daily = admin.collection('Online-Enqueries-daily');
    await daily.doc('20279').set({ count: 200 });
    await daily.doc('20280').set({ count: 12 });
    await daily.doc('not-a-day').set({ count: 999 });
    const run = await enquiriesCli('list');
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith('2025-07-10: the enquiry box was full (200 of 200); later visitors were asked to call or chat.\n\n')).toBe(
      true,
    );
    expect(run.stdout).not.toContain('2025-07-11');
    expect(run.stdout).toContain('[Available]  evil');
  });

  it('prints no control character a visitor chose, in the values or the document id', async () => {
    await enquiries.doc('x\u001b[31mred\rover').set({
      title: 'Bad\u001b[2J',
      mobile: '\u202e1',
      emailaddress: 'b@example.com',
      city: 'N',
      enquiry: 'a\rb',
      status: 'Available',
      createdAt: at('2025-07-11T10:00:00Z'),
    });
    const run = await enquiriesCli('list');
    expect(run.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- the control characters that must not reach the terminal
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(run.stdout).toContain('2025-07-11 15:30  [Available]  x [31mred over\n  Bad [2J | 1 | b@example.com | N\n  a b\n');
  });

  it('exports a CSV, newest first, one column per configured field (by stored name), then the owner’s note and updatedAt, with formula-like cells escaped', async () => {
    await enquiries.doc('evil').update({ note: '+ rang twice; no answer', updatedAt: at('2025-07-11T08:15:00Z') });
    const out = join(mkdtempSync(join(tmpdir(), 'enquiries-')), 'enquiries.csv');
    const run = await enquiriesCli('export', '--csv', out);
    expect(run).toMatchObject({ code: 0, stdout: `Wrote 2 enquiries to ${out}.\n` });
    const text = readFileSync(out, 'utf8');
    expect(text.startsWith('\uFEFF"id","createdAt","status","title","mobile","emailaddress","city","enquiry","note","updatedAt"\r\n')).toBe(
      true,
    );
    expect(parseCsv(text)).toEqual([
      ['id', 'createdAt', 'status', 'title', 'mobile', 'emailaddress', 'city', 'enquiry', 'note', 'updatedAt'],
      [
        'evil',
        '2025-07-10T10:00:00.000Z',
        'Available',
        `'=HYPERLINK("http://x.example","click")`,
        "'+91 98000 00002",
        'a@example.com',
        "'@SUM(A1)",
        `'-2+3, "quoted"\nsecond line`,
        "'+ rang twice; no answer",
        '2025-07-11T08:15:00.000Z',
      ],
      ['old', '2025-07-01T04:30:00.000Z', 'Available', 'Old One', '9800000001', 'a@example.com', 'Barnia', 'Any sarees?', '', ''],
    ]);
  });

  it('marks one enquiry with one of the configured statuses, and refuses an id that does not exist', async () => {
    const mark = cliOn(withStatuses('[Called back, Replied]'));
    expect(await mark('mark', 'old', 'Called back')).toMatchObject({ code: 0, stdout: 'old: Available -> Called back\n' });
    expect((await enquiries.doc('old').get()).get('status')).toBe('Called back');
    expect((await enquiries.doc('old').get()).get('title')).toBe('Old One');
    // Stamped with the server's time, as the inbox stamps it: the CSV's updatedAt shows command-line changes too.
    expect((await enquiries.doc('old').get()).get('updatedAt')).toBeInstanceOf(Timestamp);
    expect(await mark('mark', 'old', 'Available')).toMatchObject({ code: 0, stdout: 'old: Called back -> Available\n' });

    const missing = await mark('mark', 'nope', 'Called back');
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No enquiry with id "nope" in Online-Enqueries') });
    expect((await enquiries.get()).size).toBe(2);
  });

  it('refuses a status the config does not list, naming the ones it does, before it connects', async () => {
    const spec = await enquiriesCli('mark', 'old', 'Called back');
    expect(spec.code).toBe(1);
    expect(spec.stderr).toContain(
      `STATUS must be one of the statuses of ${SPEC_CONFIG} (enquiries.status and enquiries.statuses): "Available"; got "Called back".`,
    );
    const own = await cliOn(withStatuses('[Replied, Closed]'))('mark', 'old', 'replied');
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('(enquiries.status and enquiries.statuses): "Available", "Replied", "Closed"; got "replied".');
    expect((await enquiries.doc('old').get()).get('status')).toBe('Available');
  });

  it('shows its usage for a wrong command', async () => {
    for (const args of [[], ['mark', 'old'], ['list', '--csv', 'x.csv']]) {
      const run = await runScript('scripts/firestore/enquiries.ts', args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain('list                 every enquiry, newest first');
    }
  });
});

describe('the section-6 helpers over firebase-admin (used by the CLI)', () => {
  const helpers = createAdminHelpers(admin, 'Online-Enqueries');

  it('reads all newest first, reads one, updates and deletes', async () => {
    expect((await helpers.readEnquiries()).map((e) => [e.id, e.createdAt?.toISOString()])).toEqual([
      ['evil', '2025-07-10T10:00:00.000Z'],
      ['old', '2025-07-01T04:30:00.000Z'],
    ]);
    expect(await helpers.readEnquiry('old')).toMatchObject({
      id: 'old',
      fields: { title: 'Old One', mobile: '9800000001' },
      status: 'Available',
    });
    expect(await helpers.readEnquiry('nope')).toBeUndefined();
    await helpers.updateDocument('Online-Enqueries', 'old', { status: 'Sold' });
    expect((await helpers.readEnquiry('old'))?.status).toBe('Sold');
    await helpers.deleteDocument('Online-Enqueries', 'evil');
    expect((await helpers.readEnquiries()).map((e) => e.id)).toEqual(['old']);
  });

  it('reads the owner’s note and updatedAt out of the fields for the export', async () => {
    await enquiries.doc('old').update({ note: 'Called back', updatedAt: at('2025-07-02T05:00:00Z') });
    const [evil, old] = await helpers.readOwnerEnquiries();
    expect(evil).toMatchObject({ id: 'evil', note: '', updatedAt: null });
    expect(old).toMatchObject({ id: 'old', note: 'Called back', updatedAt: new Date('2025-07-02T05:00:00Z') });
    expect(old?.fields).not.toHaveProperty('note');
    expect(old?.fields).not.toHaveProperty('updatedAt');
  });
});
