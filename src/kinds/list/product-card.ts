import type { ProductGridItem } from '../../components/product/ProductGrid';
import type { Catalogue, ListConfig } from '../catalogue/schema';
import type { Product } from '../../data/product';
import { formatPrice } from '../../domain/price';
import { chatHref, fillTemplate, telHref } from '../../domain/templates';

/** A product as its list shows it: the list decides the price, chat label and message. */
export function productCard(catalogue: Catalogue, list: ListConfig, product: Product): ProductGridItem {
  const { texts, shop, messages, site } = catalogue;
  const message = list.chat?.message ?? messages.product;
  return {
    id: product.id,
    title: product.title,
    des: product.des,
    image: product.img,
    price: list.price && product.price !== undefined ? { label: texts.list.price, value: formatPrice(product.price, site) } : undefined,
    call: { label: texts.list.callBook, href: telHref(shop.phones.callBook) },
    chat: {
      label: list.chat?.label ?? texts.list.chat,
      href: chatHref(shop.chatUrl, shop.phones.chat, fillTemplate(message, { title: product.title, shop: shop.name })),
    },
  };
}
