import { expect, test } from './fixtures.ts';
import { catalogue, hrefOf } from './support/site.ts';
import { field, send, stored, t, VISITOR } from './support/enquiry-visitor.ts';

test('offline, a submit stores nothing, keeps every field and says so; back online the same text is sent @mobile', async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(new Date('2025-07-10T10:00:00Z'));
  await page.goto(hrefOf('enquiry'));
  for (const [label, value] of Object.entries(VISITOR)) await field(page, label).fill(value);

  // The demo build stores in the browser: without the check it would "succeed" with no connection.
  await context.setOffline(true);
  await send(page);
  await expect(page.getByRole('alert').getByText(catalogue.texts.offline.enquiry, { exact: true })).toBeVisible();
  for (const [label, value] of Object.entries(VISITOR)) await expect(field(page, label)).toHaveValue(value);
  await expect(page.getByText(t.success)).toHaveCount(0);
  expect(await stored(page)).toEqual([]);

  await context.setOffline(false);
  await send(page);
  await expect(page.getByRole('status').getByText(t.success, { exact: true })).toBeVisible();
  expect(await stored(page)).toHaveLength(1);
  for (const label of Object.keys(VISITOR)) await expect(field(page, label)).toHaveValue('');
});
