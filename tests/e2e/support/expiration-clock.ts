import type { Page } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Workbox's ExpirationPlugin judges age by the times it wrote in IndexedDB (`workbox-expiration`), read
 * with the worker's clock, which page.clock does not reach. Making every entry `days` older is the
 * worker's clock moved `days` on: the next page the worker keeps runs the expiry with them.
 */
export async function ageKeptEntries(page: Page, days: number): Promise<void> {
  await page.evaluate(async (ms) => {
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const open = indexedDB.open('workbox-expiration');
      open.onsuccess = () => done(open.result);
      open.onerror = () => fail(open.error ?? new Error('workbox-expiration would not open'));
    });
    const store = db.transaction('cache-entries', 'readwrite').objectStore('cache-entries');
    await new Promise<void>((done, fail) => {
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (!entry) return done();
        const value = entry.value as { timestamp: number };
        entry.update({ ...value, timestamp: value.timestamp - ms });
        entry.continue();
      };
      cursor.onerror = () => fail(cursor.error ?? new Error('workbox-expiration could not be read'));
    });
    db.close();
  }, days * DAY_MS);
}
