import { expect, test } from './fixtures.ts';
import { expectAccessible, expectImagesAndFramesNamed } from './support/accessibility.ts';
import { demoProducts } from './support/demo-data.ts';
import { expectChrome, openScreen, readCards } from './support/screen.ts';
import { catalogue, listById, routes } from './support/site.ts';
import { chatHref, fillTemplate, telHref } from '../../src/domain/templates.ts';

const { shop, texts, messages } = catalogue;

test.describe('every registered route', () => {
  for (const route of routes) {
    test(`${route.path === '*' ? 'unknown path' : route.path} shows its ${route.kind} screen inside the chrome, accessibly @mobile`, async ({ page, screens }) => {
      await openScreen(page, route);
      await expectChrome(page);
      if (route.kind === 'list') await expectListCards(route.id);
      await expectImagesAndFramesNamed(page);
      await expectAccessible(page);
      await screens.capture(route.id);

      async function expectListCards(id: string) {
        const list = listById(id);
        await expect(page.getByRole('searchbox', { name: texts.list.search, exact: true }), 'a search box labelled from the config').toBeVisible();
        const cards = await readCards(page, Math.min(list.limit, demoProducts(list.collection).length));
        const message = list.chat?.message ?? messages.product;
        for (const card of cards) {
          expect(card.tel, `Call Book links on "${card.title}"`).toEqual([{ href: telHref(shop.phones.callBook), text: texts.list.callBook }]);
          expect(card.chat, `chat links on "${card.title}"`).toEqual([
            { href: chatHref(shop.chatUrl, shop.phones.chat, fillTemplate(message, { title: card.title, shop: shop.name })), text: list.chat?.label ?? texts.list.chat },
          ]);
          expect(card.text.includes('₹'), `price on "${card.title}"`).toBe(list.price);
        }
      }
    });
  }
});
