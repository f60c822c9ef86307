import { expect, test, type Page, type Route } from '@playwright/test';
import { FIRESTORE_REST } from './settings';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { openCatalogue } from '../../scripts/catalogue/open-catalogue';
import { FIRST_PAINT } from '../../src/domain/first-paint';
import { fillTemplate } from '../../src/domain/templates';
import { scrollToCards } from '../e2e/support/screen';

const { catalogue } = openCatalogue(SPEC_CONFIG);
const list = catalogue.lists.find((l) => l.id === 'saree')!;
const toFirestore = (url: URL) => url.host === FIRESTORE_REST;
const { listNote } = catalogue.texts.offline;

/**
 * Waits for the offline note and checks its date: the build's time, as the pre-rendered page carries it
 * (in its hydration data), in the shop's language. Returns the note, to see it go.
 */
async function expectNote(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: listNote.slice(0, listNote.indexOf('{date}')) })).toBeVisible();
  const hydration = await page.locator('#route-data').textContent();
  const { readAt } = (JSON.parse(hydration ?? '{}') as { loaderData: { saree: { readAt: string } } }).loaderData.saree;
  expect(Date.now() - Date.parse(readAt)).toBeLessThan(60 * 60 * 1000);
  const date = new Intl.DateTimeFormat(catalogue.site.lang, { dateStyle: 'medium' }).format(new Date(readAt));
  const note = page.getByRole('status').filter({ hasText: fillTemplate(listNote, { date }) });
  await expect(note).toBeVisible();
  return note;
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
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(FIRST_PAINT);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: catalogue.texts.list.retry })).toHaveCount(0);

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
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(FIRST_PAINT);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.setOffline(false);
  });
});
