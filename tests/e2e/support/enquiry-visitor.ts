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
