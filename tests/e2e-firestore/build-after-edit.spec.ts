import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from './admin';
import { buildAfterEdit } from './build';
import { ownedSpecCatalogue } from './owned-shop';

const catalogue = ownedSpecCatalogue();
const saree = catalogue.lists.find((l) => l.id === 'saree')!;

interface ItemList {
  '@type': 'ItemList';
  itemListElement: { position: number; item: { name: string } }[];
}

// The edit is made with firebase-admin as the owner's pages will make it (a server createdAt, hidden: true);
// the build is the global setup's, again, into a folder of its own, so the served build stays as it was.
test("a build after the owner's edit pre-renders the product added, first, and leaves the hidden one out of the page and its JSON-LD", async () => {
  // A whole build inside the test: a busy machine takes several times the 5 s it takes alone.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const added = { title: `Rebuilt Saree ${stamp}`, des: 'Added after the first build', img: '/demo/img/photos/products/saree-1.jpg' };
  const hidden = { title: `Hidden Saree ${stamp}`, des: 'Hidden by the owner', img: '/demo/img/photos/products/saree-2.jpg', hidden: true };
  const db = admin();
  const products = db.collection(saree.collection);
  const [shownDoc, hiddenDoc] = [products.doc(), products.doc()];
  try {
    await shownDoc.set({ ...added, createdAt: FieldValue.serverTimestamp() });
    // Newer than the one shown: were it not left out, it would come first.
    await hiddenDoc.set({ ...hidden, createdAt: FieldValue.serverTimestamp() });

    const [page] = await buildAfterEdit([saree.route]);

    const firstCard = page.html.split('<article').at(1) ?? '';
    expect(firstCard).toContain(added.title);
    expect(page.html).not.toContain(hidden.title);
    const list = page.jsonLd.find((block) => block['@type'] === 'ItemList') as ItemList | undefined;
    expect(list?.itemListElement[0]).toMatchObject({ position: 1, item: { name: added.title } });
    expect(list?.itemListElement.map((e) => e.item.name)).not.toContain(hidden.title);
  } finally {
    await Promise.all([shownDoc.delete(), hiddenDoc.delete()]);
    await db.terminate();
  }
});
