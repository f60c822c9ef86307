import { expect, test } from '@playwright/test';
import { admin } from './admin';
import { fillEnquiry } from './visitor';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { specCatalogue } from '../support/catalogue';

const HOUR = 3_600_000;
const { utcOffsetMinutes } = specCatalogue().site;

// The rules take the shop's day from the server's time; a phone's clock can be off by a day or more.
for (const [what, offset] of [
  ['26 hours behind', -26 * HOUR],
  ['26 hours ahead', 26 * HOUR],
] as const) {
  test(`a visitor whose clock is ${what} stores the enquiry under the server's day`, async ({ page }) => {
    const name = `Wrong Clock ${what} ${Date.now()}`;
    await page.clock.install({ time: Date.now() + offset });
    await fillEnquiry(page, name);
    // Past the form's minimum time (3 s) on the page's own clock.
    await page.clock.fastForward(3_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Submited Successfuly!')).toBeVisible();

    const db = admin();
    try {
      const stored = (await db.collection('Online-Enqueries').where('title', '==', name).get()).docs;
      expect(stored).toHaveLength(1);
      expect(stored[0]!.get('day')).toBe(enquiryDay(Date.now(), utcOffsetMinutes));
    } finally {
      await db.terminate();
    }
  });
}
