import { expect, test } from './fixtures.ts';
import { expectAccessible, expectImagesAndFramesNamed } from './support/accessibility.ts';
import { demoProducts } from './support/demo-data.ts';
import { expectChrome, openScreen, readCards } from './support/screen.ts';
import { catalogue, listById, routes } from './support/site.ts';
import { expectedChatHref } from './support/product-links.ts';
import { telHref } from '../../src/domain/templates.ts';

const { shop, texts } = catalogue;

test.describe('every registered route', () => {
  for (const route of routes) {
    test(`${route.path === '*' ? 'unknown path' : route.path} shows its ${route.kind} screen inside the chrome, accessibly @mobile`, async ({
      page,
      screens,
    }) => {
      await openScreen(page, route);
      await expectChrome(page);
      if (route.kind === 'list') await expectListCards(route.id);
      await expectImagesAndFramesNamed(page);
      await expectAccessible(page);
      await screens.capture(route.id);

      async function expectListCards(id: string) {
        const list = listById(id);
        await expect(
          page.getByRole('searchbox', { name: texts.list.search, exact: true }),
          'a search box labelled from the config',
        ).toBeVisible();
        const products = demoProducts(list.collection);
        const cards = await readCards(page, Math.min(list.limit, products.length));
        for (const [i, card] of cards.entries()) {
          // Cards keep the collection's order, so card i is document i.
          expect(card.title).toBe(products[i]!.title);
          expect(card.tel, `Call Book links on "${card.title}"`).toEqual([
            { href: telHref(shop.phones.callBook), text: texts.list.callBook },
          ]);
          expect(card.chat, `chat links on "${card.title}"`).toEqual([
            { href: expectedChatHref(id, products[i]!), text: list.chat?.label ?? texts.list.chat },
          ]);
          expect(card.text.includes('₹'), `price on "${card.title}"`).toBe(list.price);
        }
      }
    });
  }
});
