import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { admin } from './admin';
import { OWNER, OWNER_STATUSES, ownedSpecCatalogue } from './owned-shop';
import { signInByLink } from './owner-sign-in';
import { AUTH_SKIPPED } from './settings';
import { fillEnquiry } from './visitor';
import { fillTemplate } from '../../src/domain/templates';
import { expectAccessible } from '../e2e/support/accessibility';

const catalogue = ownedSpecCatalogue();
const t = catalogue.owner.texts;
const enquiries = catalogue.enquiries!;
const NEW = enquiries.status;
const [REPLIED] = OWNER_STATUSES as [string];

test.skip(process.env[AUTH_SKIPPED] === '1', 'firebase-tools is not installed: no Authentication emulator to sign in on');

/** A visitor sends the public form from a browser of their own; the page's clock skips the form's minimum time. */
async function sendEnquiry(browser: Browser, name: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await fillEnquiry(page, name, `Asked by ${name}: is the peach jute tote in stock?`);
    await page.clock.setFixedTime(now + (enquiries.minSeconds + 1) * 1000);
    await page.getByRole('button', { name: catalogue.texts.enquiry.submit }).click();
    await expect(page.getByText(catalogue.texts.enquiry.success)).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The count the filter shows beside a status ("Available (3)"). */
async function countOf(page: Page, status: string): Promise<number> {
  const button = page.getByRole('group', { name: t.inbox.filterLabel }).getByRole('button', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  const text = (await button.textContent()) ?? '';
  return Number(/\((\d+)\)$/.exec(text)?.[1]);
}

test('the owner signs in by e-mail link, finds the enquiry just sent first, marks it replied, and after a reload the status holds, the new count is one less and the CSV row matches', async ({
  browser,
  page,
}) => {
  const name = `Owner E2E ${Date.now()}`;
  await sendEnquiry(browser, name);

  await signInByLink(page, OWNER);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name })).toBeVisible();
  const status = first.getByLabel(t.card.status);
  await expect(status).toHaveValue(NEW);
  const newBefore = await countOf(page, NEW);
  expect(newBefore).toBeGreaterThanOrEqual(1);

  await status.selectOption(REPLIED);
  await expect(first.getByText(t.card.saved)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  const again = page.getByRole('article').first();
  await expect(again.getByRole('heading', { name })).toBeVisible();
  await expect(again.getByLabel(t.card.status)).toHaveValue(REPLIED);
  await expect.poll(() => countOf(page, NEW)).toBe(newBefore - 1);

  // What Firestore holds: the status the owner chose, the server's time of the change, the visitor's fields untouched.
  const db = admin();
  let id: string;
  let updatedAt: string;
  try {
    const stored = (await db.collection(enquiries.collection).where('title', '==', name).get()).docs;
    expect(stored).toHaveLength(1);
    id = stored[0]!.id;
    expect(stored[0]!.get('status')).toBe(REPLIED);
    expect(stored[0]!.get('updatedAt')).toBeDefined();
    updatedAt = (stored[0]!.get('updatedAt') as { toDate(): Date }).toDate().toISOString();
    expect(stored[0]!.get('mobile')).toBe('9800000000');
  } finally {
    await db.terminate();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: new RegExp(fillTemplate(t.inbox.exportCsv, { count: '\\d+' })) }).click();
  const file = await (await download).path();
  const rows = parse<Record<string, string>>(readFileSync(file, 'utf8'), { columns: true, bom: true });
  expect(rows[0]).toMatchObject({
    id,
    status: REPLIED,
    title: name,
    mobile: '9800000000',
    emailaddress: 'visitor@example.com',
    city: 'Krishnanagar',
    enquiry: `Asked by ${name}: is the peach jute tote in stock?`,
  });
  expect(new Date(rows[0]!.createdAt!).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
  // The owner's columns: no note yet, and the server's time of the change, as Firestore holds it.
  expect(rows[0]).toMatchObject({ note: '', updatedAt });
});

test('a signed-in address that is not an owner sees the one sentence saying so, and no enquiry', async ({ page }) => {
  const stranger = `stranger-${Date.now()}@example.com`;
  await signInByLink(page, stranger);
  await expect(page.getByText(fillTemplate(t.notOwner, { email: stranger, shop: catalogue.shop.name }))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectAccessible(page);
  // No inbox at all: neither its filter nor its counts.
  await expect(page.getByRole('group', { name: t.inbox.filterLabel })).toHaveCount(0);
});
