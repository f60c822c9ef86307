import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { admin } from './admin';
import { FIRESTORE_REST } from './settings';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { openCatalogue } from '../../scripts/catalogue/open-catalogue';
import { scrollToCards } from '../e2e/support/screen';

const spec = openCatalogue(SPEC_CONFIG);

// What the global setup seeded: the specification's demo file, never the owner's demo-data/.
const seeded = JSON.parse(readFileSync(join(spec.demoDir!, 'ladies-bag.json'), 'utf8')) as { id: string; title: string; price: number }[];
const list = spec.catalogue.lists.find((l) => l.id === 'ladies-bag')!;

test('/LadiesBag lists the seeded products with rupee prices, read from Firestore by the browser', async ({ page }) => {
  // A product only the database has: seeing it proves the page did not fall back to demo data.
  const db = admin();
  const marker = { ...seeded[0]!, title: 'Firestore Marker Bag', price: 4321 };
  await db
    .collection('Ladies Bag')
    .doc(marker.id)
    .set({ title: marker.title, des: 'Set by the e2e test', img: '/demo/img/photos/products/ladies-bag-1.jpg', price: marker.price });
  await db.terminate();

  const query = page.waitForRequest((r) => new URL(r.url()).host === FIRESTORE_REST && new URL(r.url()).pathname.endsWith(':runQuery'));
  await page.goto('/LadiesBag');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(JSON.stringify((await query).postDataJSON())).toContain('"collectionId":"Ladies Bag"');

  // A long list draws a batch at a time as the visitor nears its end.
  await scrollToCards(page, Math.min(seeded.length, list.limit));
  const cards = page.getByRole('article');
  const markerCard = cards.filter({ hasText: 'Firestore Marker Bag' });
  await expect(markerCard).toContainText('₹4,321');
  const other = seeded[1]!;
  await expect(cards.filter({ hasText: other.title }).first()).toContainText(`₹${other.price.toLocaleString('en-IN')}`);
});
