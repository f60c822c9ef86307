import { expect, test, waitForHydration } from './fixtures.ts';
import { catalogue, hrefOf } from './support/site.ts';
import { ENQUIRIES_KEY, field, fill, passTime, send, stored, t, VISITOR } from './support/enquiry-visitor.ts';
import { enquiryDay } from '../../src/domain/enquiry-day.ts';
import { fillTemplate } from '../../src/domain/templates.ts';

const COUNTERS_KEY = 'catalogue:enquiries-daily';
const NOW = new Date('2025-07-10T10:00:00Z');
const DAILY_LIMIT = catalogue.enquiries.dailyLimit;
const UTC_OFFSET = catalogue.site.utcOffsetMinutes;
const FIELDS = [t.name, t.mobile, t.email, t.city, t.comment] as const;

// Date stands still in every test here (timers still run), so only passTime moves it: no test depends on how fast it types.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test.describe('enquiry form on /Enqueries', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(hrefOf('enquiry'));
  });

  test('every field has a visible label; empty fields: the mandatory alert and nothing stored @mobile', async ({ page }) => {
    for (const label of FIELDS) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').getByText(t.mandatory, { exact: true })).toBeVisible();
    await fill(page, { ...VISITOR, [t.city]: '   ' });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').getByText(t.mandatory, { exact: true })).toBeVisible();
    expect(await stored(page)).toEqual([]);
  });

  test('success: the green alert, fields cleared, the enquiry stored in localStorage; Close dismisses the alert @mobile', async ({
    page,
  }) => {
    await fill(page, VISITOR);
    await send(page);
    await expect(page.getByRole('status').getByText(t.success, { exact: true })).toBeVisible();
    expect(t.success).toBe('Submited Successfuly!');
    for (const label of FIELDS) await expect(field(page, label)).toHaveValue('');
    const [doc, ...rest] = await stored(page);
    expect(rest).toEqual([]);
    // The day's first enquiry, numbered in the shop's day; the submission's token is its receipt's name.
    expect(doc!.id).toBe(`${enquiryDay(NOW.getTime(), UTC_OFFSET)}-1`);
    expect(doc!.token).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(doc).toMatchObject({
      title: VISITOR[t.name],
      mobile: VISITOR[t.mobile],
      emailaddress: VISITOR[t.email],
      city: VISITOR[t.city],
      enquiry: VISITOR[t.comment],
      status: 'Available',
    });
    await page.getByRole('button', { name: t.dismiss }).click();
    await expect(page.getByText(t.success)).toHaveCount(0);
  });

  test('HTML typed into the form is stored as text and never run', async ({ page }) => {
    const markup = {
      ...VISITOR,
      [t.name]: '<img src="/x-never.png" onerror="window.__pwned = 1">',
      [t.comment]: '<script>window.__pwned = 2</script><b id="injected">bold</b>',
    };
    await fill(page, markup);
    await send(page);
    await expect(page.getByText(t.success)).toBeVisible();
    const [doc] = await stored(page);
    expect(doc!.title).toBe(markup[t.name]);
    expect(doc!.enquiry).toBe(markup[t.comment]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('#injected')).toHaveCount(0);
  });
});

test.describe('abuse control and limits on /Enqueries', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(hrefOf('enquiry'));
  });

  test('at autofill speed (every field filled at once, submitted at once): "Sending…" until the minimum time is over, then stored, and only then success @mobile', async ({
    page,
  }) => {
    expect(catalogue.enquiries.minSeconds).toBe(3);
    await waitForHydration(page);
    // Date stands still here, so to the form no time at all passes before the submit: the fastest autofill.
    // Note what is stored at the moment the success appears.
    await page.evaluate((key) => {
      const seen = window as { __storedAtSuccess?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('form [role="status"]')) return;
        seen.__storedAtSuccess = (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    }, ENQUIRIES_KEY);
    await fill(page, VISITOR);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('button', { name: t.sending })).toBeDisabled();
    expect(await stored(page)).toEqual([]);
    await expect(page.getByRole('status').getByText(t.success, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __storedAtSuccess?: number }).__storedAtSuccess)).toBe(1);
    expect(await stored(page)).toEqual([expect.objectContaining({ title: VISITOR[t.name], enquiry: VISITOR[t.comment] })]);
    await expect(field(page, t.name)).toHaveValue('');
  });

  test("past the day's cap: the boxFull message with the helpline and chat links, the text kept, nothing stored", async ({ page }) => {
    // The demo store's counter for the page's day already holds the cap, as after a flood.
    await page.evaluate(
      ([key, day, limit]) => localStorage.setItem(key as string, JSON.stringify({ [day as number]: limit })),
      [COUNTERS_KEY, enquiryDay(NOW.getTime(), UTC_OFFSET), DAILY_LIMIT],
    );
    await fill(page, VISITOR);
    await send(page);
    const alert = page.getByRole('alert');
    await expect(alert.getByText(fillTemplate(t.boxFull, { phone: catalogue.shop.phones.helpline }), { exact: true })).toBeVisible();
    await expect(alert.getByRole('link', { name: catalogue.shop.phones.helpline })).toHaveAttribute('href', /^tel:\+/);
    await expect(alert.getByRole('link', { name: catalogue.texts.list.chat })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    for (const [label, value] of Object.entries(VISITOR)) await expect(field(page, label)).toHaveValue(value);
    expect(await stored(page)).toEqual([]);
  });

  test('the hidden "website" field: out of sight and of the keyboard; a bot that fills it sees success, nothing is stored', async ({
    page,
  }) => {
    const trap = page.locator('form input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    const box = await trap.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    await expect(page.locator('form').getByRole('textbox')).toHaveCount(FIELDS.length);
    await fill(page, VISITOR);
    await trap.fill('https://spam.example', { force: true });
    await send(page);
    await expect(page.getByRole('status').getByText(t.success, { exact: true })).toBeVisible();
    expect(await stored(page)).toEqual([]);
  });

  test('each field shows its limit, and typing stops there', async ({ page }) => {
    const mobile = field(page, t.mobile);
    await expect(mobile).toHaveAttribute('maxlength', '20');
    await expect(mobile).toHaveAccessibleDescription(fillTemplate(t.lengthHint, { count: 0, max: 20 }));
    await expect(page.getByText(fillTemplate(t.lengthHint, { count: 0, max: 2000 }), { exact: true })).toBeVisible();
    await waitForHydration(page);
    await mobile.pressSequentially('98300 00000 98300 00000');
    await expect(mobile).toHaveValue('98300 00000 98300 00');
    await expect(mobile).toHaveAccessibleDescription(fillTemplate(t.lengthHint, { count: 20, max: 20 }));
  });
});

test.describe('when the store fails', () => {
  test.beforeEach(async ({ page }) => {
    // The demo store is localStorage; make writes to its key throw as a full or blocked storage would.
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, k, v);
      };
    }, ENQUIRIES_KEY);
  });

  test('the real error message is shown and the visitor keeps what they typed', async ({ page }) => {
    await page.goto(hrefOf('enquiry'));
    await fill(page, VISITOR);
    await send(page);
    await expect(
      page.getByRole('alert').getByText(fillTemplate(t.failure, { message: 'The quota has been exceeded.' }), { exact: true }),
    ).toBeVisible();
    for (const [label, value] of Object.entries(VISITOR)) await expect(field(page, label)).toHaveValue(value);
    expect(await stored(page)).toEqual([]);
  });
});

test('the ENQUERIES contact tab holds the same working form, usable by keyboard alone', async ({ page }) => {
  await page.goto(hrefOf('contact'));
  const tab = page.getByRole('tab', { name: 'ENQUERIES' });
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(field(page, t.name)).toBeFocused();
  for (const label of FIELDS) {
    await expect(field(page, label)).toBeFocused();
    await page.keyboard.type(VISITOR[label]!);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: t.submit })).toBeFocused();
  await passTime(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.success)).toBeVisible();
  expect(await stored(page)).toHaveLength(1);
});
