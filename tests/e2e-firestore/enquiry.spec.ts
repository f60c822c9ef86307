import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { admin } from './admin';

test('the enquiry form stores exactly the enquiry in Online-Enqueries, under a 20-character id, with a server timestamp', async ({
  page,
}) => {
  const name = `E2E Visitor ${Date.now()}`;
  const before = Date.now();
  // The page's clock stands still until the test moves it past the form's minimum time (3 s).
  await page.clock.setFixedTime(before);
  await page.goto('/Enqueries');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile', { exact: true }).fill('9800000000');
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
  await page.getByLabel('City', { exact: true }).fill('Krishnanagar');
  await page.getByLabel('Comment', { exact: true }).fill('Do you have the peach jute tote?');
  await page.clock.setFixedTime(before + 3000);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submited Successfuly!')).toBeVisible();

  const db = admin();
  try {
    const stored = (await db.collection('Online-Enqueries').where('title', '==', name).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const { createdAt, ...fields } = stored[0]!.data();
    expect(fields).toEqual({
      title: name,
      mobile: '9800000000',
      emailaddress: 'visitor@example.com',
      city: 'Krishnanagar',
      enquiry: 'Do you have the peach jute tote?',
      status: 'Available',
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
  } finally {
    await db.terminate();
  }
});
