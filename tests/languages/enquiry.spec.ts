import { expect, test } from '../e2e/fixtures.ts';
import { ENQUIRIES_KEY } from '../e2e/support/enquiry-visitor.ts';
import { bengali, BENGALI_SCRIPT, inBengali, routeOfKind } from './support/shop.ts';

const route = routeOfKind(inBengali, 'enquiry');
const enquiries = inBengali.enquiries!;
const t = inBengali.texts.enquiry;
const NOW = new Date('2025-07-10T10:00:00Z');
const ANSWERS: Record<string, string> = {
  tel: '98300 00000',
  email: 'rina@example.com',
  text: 'রীনা দাস',
  textarea: 'লাল বেনারসি শাড়ি আছে?',
};

test(`the enquiry form on ${route} is in Bengali and stores lang: "${bengali.key}"`, async ({ page }) => {
  // Date stands still (timers run): only the step below moves it past the form's minimum time.
  await page.clock.setFixedTime(NOW);
  await page.goto(route);
  for (const field of enquiries.fields) {
    expect(field.label).toMatch(BENGALI_SCRIPT);
    await page.getByRole('textbox', { name: field.label, exact: true }).fill(ANSWERS[field.kind] ?? ANSWERS.text!);
  }
  await page.clock.setFixedTime(NOW.getTime() + enquiries.minSeconds * 1000);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('status').getByText(t.success, { exact: true })).toBeVisible();
  // Read back where the demo build keeps what the form sent (src/data/demo/demo-source.ts, ENQUIRIES_KEY).
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, string>[], ENQUIRIES_KEY);
  expect(stored).toEqual([expect.objectContaining({ lang: bengali.key, title: ANSWERS.text, enquiry: ANSWERS.textarea })]);
});
