import type { Page } from '@playwright/test';
import { catalogue, formLabels } from './site.ts';

/** The form's words and its field labels, as the spec's shop has them. */
export const t = { ...catalogue.texts.enquiry, ...formLabels };

/** Where the demo build stores enquiries (src/data/demo). */
export const ENQUIRIES_KEY = 'catalogue:enquiries';

/** One visitor's answers, by field label. */
export const VISITOR = {
  [t.name]: 'Rina Das',
  [t.mobile]: '98300 00000',
  [t.email]: 'rina@example.com',
  [t.city]: 'Krishnanagar',
  [t.comment]: 'Do you have a red Banarasi saree?',
};

/** The enquiries the demo build stored in this browser. */
export const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, string>[], ENQUIRIES_KEY);

/** The form's text box labelled `label`. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Types each answer into its field. */
export async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

// The specification's minimum time between the form appearing and a submit that is stored.
const MIN_MS = catalogue.enquiries.minSeconds * 1000;

/**
 * Lets the minimum time pass, as it does for a person reading and typing. The test holds Date still
 * (`page.clock.setFixedTime`, timers still run), so only this moves it: no test depends on how fast it types.
 */
export async function passTime(page: Page, ms = MIN_MS): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now + ms);
}

/** Submits as a person would: after the minimum time. */
export async function send(page: Page): Promise<void> {
  await passTime(page);
  await page.getByRole('button', { name: t.submit }).click();
}
