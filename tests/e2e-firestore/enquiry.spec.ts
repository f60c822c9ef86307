import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { admin } from './admin';
import { fillEnquiry } from './visitor';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { specCatalogue } from '../support/catalogue';

test("the enquiry form stores exactly the enquiry in Online-Enqueries as the day's next one (<day>-<seq>), with counter, receipt and a server timestamp", async ({
  page,
}) => {
  const name = `E2E Visitor ${Date.now()}`;
  const before = Date.now();
  // The page's clock stands still until the test moves it past the form's minimum time (3 s).
  await page.clock.setFixedTime(before);
  await fillEnquiry(page, name, 'Do you have the peach jute tote?');
  await page.clock.setFixedTime(before + 3000);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submited Successfuly!')).toBeVisible();

  const db = admin();
  try {
    const stored = (await db.collection('Online-Enqueries').where('title', '==', name).get()).docs;
    expect(stored).toHaveLength(1);
    // The page's fixed clock decides the day, in the shop's time zone.
    const day = enquiryDay(before + 3000, specCatalogue().site.utcOffsetMinutes);
    const { createdAt, seq, token, ...fields } = stored[0]!.data();
    expect(stored[0]!.id).toBe(`${day}-${seq}`);
    expect(token).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fields).toEqual({
      title: name,
      mobile: '9800000000',
      emailaddress: 'visitor@example.com',
      city: 'Krishnanagar',
      enquiry: 'Do you have the peach jute tote?',
      status: 'Available',
      day,
    });
    expect((await db.collection('Online-Enqueries-daily').doc(String(day)).get()).get('count')).toBeGreaterThanOrEqual(seq as number);
    expect(
      (
        await db
          .collection('Online-Enqueries-receipts')
          .doc(token as string)
          .get()
      ).data(),
    ).toEqual({ enquiry: stored[0]!.id });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
  } finally {
    await db.terminate();
  }
});
