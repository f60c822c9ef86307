import { expect, test } from '@playwright/test';
import { admin } from './admin';
import { fillEnquiry } from './visitor';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { fillTemplate } from '../../src/domain/templates';
import { specCatalogue } from '../support/catalogue';

const catalogue = specCatalogue();
const { texts, shop } = catalogue;
// How often the holder reads the counter again, as a script keeping its lock alive would.
const HOLDER_REREAD_MS = 3_000;

// Firestore's default (pessimistic) concurrency, which the emulator always uses: a transaction that read
// the day's counter locks it, and anyone may read it. The form must not fail silently, nor lose the text.
test("a client holding today's counter in a transaction: the visitor keeps the text and gets the phone and chat, and it is stored once the holder lets go", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Held Counter ${Date.now()}`;
  const db = admin();
  const counter = db.collection('Online-Enqueries-daily').doc(String(enquiryDay(Date.now(), catalogue.site.utcOffsetMinutes)));
  let letGo = false;
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = db.runTransaction(
    async (tx) => {
      await tx.get(counter);
      holding();
      while (!letGo) {
        await new Promise((resolve) => setTimeout(resolve, HOLDER_REREAD_MS));
        await tx.get(counter);
      }
    },
    { maxAttempts: 1 },
  );
  try {
    await held;
    await page.clock.install();
    await fillEnquiry(page, name);
    await page.clock.fastForward(3_000);
    await page.getByRole('button', { name: 'Submit' }).click();

    const phone = shop.phones.helpline;
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fillTemplate(texts.enquiry.busy, { phone }), { timeout: catalogue.settings.writeTimeoutMs + 10_000 });
    await expect(alert.getByRole('link', { name: phone })).toBeVisible();
    await expect(alert.getByRole('link', { name: texts.list.chat })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  } finally {
    letGo = true;
    await holder.catch(() => undefined);
  }

  // The lock gone, the same text sent again is stored, once.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(texts.enquiry.success)).toBeVisible();
  try {
    expect((await db.collection('Online-Enqueries').where('title', '==', name).get()).docs).toHaveLength(1);
  } finally {
    await db.terminate();
  }
});
