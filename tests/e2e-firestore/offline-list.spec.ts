import { expect, test, type Page, type Route } from '@playwright/test';
import { FAULT_PROXY, FIRESTORE_REST } from './settings';
import { setFault } from '../support/firestore/fault-proxy';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { openCatalogue } from '../../scripts/catalogue/open-catalogue';
import { FIRST_PAINT } from '../../src/domain/first-paint';
import { fillTemplate } from '../../src/domain/templates';
import { scrollToCards } from '../e2e/support/screen';

const { catalogue } = openCatalogue(SPEC_CONFIG);
const list = catalogue.lists.find((l) => l.id === 'saree')!;
const toFirestore = (url: URL) => url.host === FIRESTORE_REST;
const { listNote } = catalogue.texts.offline;
const { staleNote, retry } = catalogue.texts.list;

/**
 * Waits for the note above the kept cards and checks it: the template's words (the offline note unless
 * another is given) with the date the pre-rendered page carries (the build's time, in its hydration
 * data) in the shop's language, and `message` where the template has one. Returns the note, to see it go.
 */
async function expectNote(
  page: Page,
  { template = listNote, message = '', timeout }: { template?: string; message?: string; timeout?: number } = {},
) {
  const before = template.slice(0, template.search(/\{(date|message)\}/));
  await expect(page.getByRole('status').filter({ hasText: before })).toBeVisible({ timeout });
  const hydration = await page.locator('#route-data').textContent();
  const { readAt } = (JSON.parse(hydration ?? '{}') as { loaderData: { saree: { readAt: string } } }).loaderData.saree;
  expect(Date.now() - Date.parse(readAt)).toBeLessThan(60 * 60 * 1000);
  const date = new Intl.DateTimeFormat(catalogue.site.lang, { dateStyle: 'medium' }).format(new Date(readAt));
  const [head = '', tail = ''] = fillTemplate(template, { date, message: '\u0000' }).split('\u0000');
  const note = page.getByRole('status').filter({ hasText: head }).filter({ hasText: tail });
  await expect(note).toBeVisible();
  if (message) await expect(note).toContainText(message);
  return note;
}

/** The pre-rendered cards stay, with no error in their place. */
async function expectKeptCards(page: Page) {
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(FIRST_PAINT);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

// The connection goes between the pre-rendered page and its full read after hydration: the read is
// held at the network until the browser is offline, then fails as a lost connection does. No service
// worker needed; its variant, the page reloaded offline, follows.
test('/saree read with no connection keeps its pre-rendered cards with a dated note, gone once back online', async ({ page, context }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(toFirestore, async (route: Route) => {
    // The first read (the one after hydration) waits and fails; any later one goes through.
    if (held) return route.continue();
    held = true;
    await released;
    await route.abort('internetdisconnected');
  });
  const read = page.waitForRequest((r) => toFirestore(new URL(r.url())));
  await page.goto(list.route, { waitUntil: 'commit' });
  await read;

  await context.setOffline(true);
  release();

  const note = await expectNote(page);
  await expectKeptCards(page);
  await expect(page.getByRole('button', { name: retry })).toBeVisible();

  // Back online, the page reads the list again by itself: the note goes and the whole list can be scrolled.
  const again = page.waitForRequest((r) => toFirestore(new URL(r.url())));
  await context.setOffline(false);
  await again;
  await expect(note).toHaveCount(0);
  await scrollToCards(page, list.limit);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/saree reloaded offline comes from the worker with its cards and the dated note', async ({ page, context }) => {
    await page.goto(list.route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The worker registers once the page is idle, takes the page over, and keeps the page it was told about.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectNote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
    await expectKeptCards(page);
    await context.setOffline(false);
  });
});

// Faults the database cannot make by itself come from the fault proxy in front of it (a stand-in, see
// tests/support/firestore/fault-proxy.ts). Online all along: the cards stay, the note says what happened, Retry mends it.
test.describe('online, with the backend failing', () => {
  test.afterEach(() => setFault(FAULT_PROXY, list.collection, 'none'));

  /** Retry, once the backend is well again, brings the whole list and the note goes. */
  async function retryMends(page: Page, note: Awaited<ReturnType<typeof expectNote>>) {
    await setFault(FAULT_PROXY, list.collection, 'none');
    await page.getByRole('button', { name: retry }).click();
    await expect(note).toHaveCount(0);
    await scrollToCards(page, list.limit);
  }

  test('/saree whose full read is held past the read timeout keeps its cards, says so with the date, and Retry mends it', async ({
    page,
  }) => {
    await setFault(FAULT_PROXY, list.collection, 'hold');
    await page.goto(list.route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The list gives up after settings.readTimeoutMs and says so (TimeoutError's message names the seconds).
    const seconds = Math.round(catalogue.settings.readTimeoutMs / 1000);
    const note = await expectNote(page, { template: staleNote, message: `${seconds} s`, timeout: catalogue.settings.readTimeoutMs * 3 });
    await expectKeptCards(page);
    await retryMends(page, note);
  });

  test('/saree whose full read the backend refuses keeps its cards, says why with the date, and Retry mends it', async ({ page }) => {
    await setFault(FAULT_PROXY, list.collection, 'refuse');
    await page.goto(list.route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const note = await expectNote(page, { template: staleNote, message: 'Missing or insufficient permissions' });
    await expectKeptCards(page);
    await retryMends(page, note);
  });
});
