import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../scripts/firestore/csv.ts';
import { fillTemplate } from '../../src/domain/templates.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { expectAccessible } from '../e2e/support/accessibility.ts';
import { shop } from './shop.ts';

const { catalogue } = shop;
const owner = catalogue.pages.find((p) => p.kind === 'owner');
const form = catalogue.pages.find((p) => p.kind === 'enquiry');
const { enquiries, owner: settings } = catalogue;

/** A value each configured field takes, by its kind (a pattern of the shop's own is not guessed at). */
const valueFor = (kind: string, name: string) =>
  kind === 'tel'
    ? '9800012345'
    : kind === 'email'
      ? 'visitor@example.com'
      : kind === 'textarea'
        ? `Asked by the smoke test (${name}).`
        : 'Asha Das';

// A shop with owners, on demo data: the README's first command then leads here. The enquiry sent on the
// public form reaches the owner's inbox in this browser, and a status set there survives a reload.
test('the demo owner signs in, finds the enquiry just sent, and marks it; the status survives a reload, and the CSV carries the note', async ({
  page,
}) => {
  test.skip(!owner || !form || !enquiries, 'this shop has no owners or no enquiry page');
  if (!owner || !form || !enquiries) return;
  const texts = settings.texts;
  const [first, ...others] = [enquiries.status, ...enquiries.statuses];
  test.skip(others.length === 0, 'this shop has no status but the new one');
  const [next] = others;

  await page.goto(form.route);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (const field of enquiries.fields) {
    if (field.pattern !== undefined && field.kind !== 'tel' && field.kind !== 'email')
      test.skip(true, `${field.name} has a pattern of its own`);
    await page.getByLabel(field.label, { exact: true }).fill(valueFor(field.kind, field.name));
  }
  await page.getByRole('button', { name: catalogue.texts.enquiry.submit }).click();
  await expect(page.getByText(catalogue.texts.enquiry.success)).toBeVisible({ timeout: (enquiries.minSeconds + 10) * 1000 });

  const response = await page.goto(owner.route);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: texts.signIn.demo }).click();
  const card = page.getByRole('article').filter({ hasText: 'Asha Das' }).first();
  await expect(card).toBeVisible();
  const status = card.getByLabel(texts.card.status);
  await expect(status).toHaveValue(first);
  await status.selectOption(next!);
  await expect(card.getByText(texts.card.saved)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  const again = page.getByRole('article').filter({ hasText: 'Asha Das' }).first();
  await expect(again.getByLabel(texts.card.status)).toHaveValue(next!);

  // The CSV of what the list shows carries the owner's note and when they last changed the enquiry.
  const note = 'Called back; wants it by Friday';
  await again.getByLabel(texts.card.note).fill(note);
  await again.getByRole('button', { name: texts.card.saveNote }).click();
  await expect(again.getByText(texts.card.saved)).toBeVisible();
  const shown = await page.getByRole('article').count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: fillTemplate(texts.inbox.exportCsv, { count: shown }) }).click(),
  ]);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  const column = (name: string) => header!.indexOf(name);
  const row = rows.find((r) => r[column('note')] === note);
  expect(row, 'the row of the enquiry just noted').toBeDefined();
  expect(row![column('status')]).toBe(next);
  expect(row![column('updatedAt')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});
