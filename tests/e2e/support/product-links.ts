import type { Product } from '../../../src/data/product.ts';
import { productAnchor } from '../../../src/domain/product-anchor.ts';
import { productUrl } from '../../../src/site/paths.ts';
import { chatHref, fillMessage } from '../../../src/domain/templates.ts';
import { catalogue, listById } from './site.ts';

const { shop, messages } = catalogue;

/** The link to a product as the config makes it: absolute with site.url, else undefined. */
export function productLinkOf(listId: string, product: Pick<Product, 'id'>): string | undefined {
  return productUrl(catalogue, listById(listId).route, product.id);
}

/** The chat link a product card must carry: the list's message (or messages.product) naming the product and, with site.url, linking to it. */
export function expectedChatHref(listId: string, product: Pick<Product, 'id' | 'title'>): string {
  const list = listById(listId);
  const message = fillMessage(list.chat?.message ?? messages.product, {
    title: product.title,
    shop: shop.name,
    url: productLinkOf(listId, product) ?? '',
  });
  return chatHref(shop.chatUrl, shop.phones.chat, message);
}

/** The card's element id (and the link's fragment). */
export const anchorOf = (product: Pick<Product, 'id'>) => productAnchor(product.id);
