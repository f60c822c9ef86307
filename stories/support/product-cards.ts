import type { ListConfig } from '../../src/config/schema';
import type { ProductGridItem } from '../../src/components/product/ProductGrid';
import type { Product } from '../../src/data/product';
import { formatRupees } from '../../src/domain/price';
import { chatHref, fillTemplate, telHref } from '../../src/domain/templates';
import { byId, catalogue, shop, texts } from './site';
import { demoProducts } from './demo-products';

/** A product as a list page's card shows it: the list decides price, chat label and message. */
export function cardFor(product: Product, list: ListConfig): ProductGridItem {
  const message = list.chat?.message ?? catalogue.messages.product;
  return {
    id: product.id,
    title: product.title,
    des: product.des,
    image: product.img,
    price: list.price && product.price !== undefined ? { label: texts.list.price, value: formatRupees(product.price) } : undefined,
    call: { label: texts.list.callBook, href: telHref(shop.phones.callBook) },
    chat: {
      label: list.chat?.label ?? texts.list.chat,
      href: chatHref(shop.phones.chat, fillTemplate(message, { title: product.title, shop: shop.name })),
    },
  };
}

/** Every demo product of a configured list, as cards (unfiltered, no display window). */
export function listCards(listId: string): ProductGridItem[] {
  const list = byId(catalogue.lists, listId);
  return demoProducts(list.collection).map((p) => cardFor(p, list));
}
