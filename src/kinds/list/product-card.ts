import type { ProductGridItem } from '../../components/product/ProductGrid';
import type { SiteCatalogue } from '../../catalogue/schema';
import type { ListConfig } from './kind';
import type { Product } from '../../data/product';
import { formatPrice } from '../../domain/price';
import { productAnchor } from '../../domain/product-anchor';
import { productUrl } from '../../site/paths';
import { chatHref, fillMessage, telHref } from '../../domain/templates';
import { textsIn } from '../../domain/product-texts';

/**
 * A product as its list shows it: the list decides the price, chat label and message. `language`: the key of
 * the page's language when it is one of the shop's other languages (productLanguage), whose texts it shows.
 */
export function productCard(catalogue: SiteCatalogue, list: ListConfig, product: Product, language?: string): ProductGridItem {
  const { texts, shop, messages, site } = catalogue;
  const anchor = productAnchor(product.id);
  const { title, des } = textsIn(product, language);
  // Absolute only with site.url: a chat message needs a link that works outside the site.
  const url = productUrl(catalogue, list.route, product.id);
  const message = fillMessage(list.chat?.message ?? messages.product, { title, shop: shop.name, url: url ?? '' });
  return {
    id: product.id,
    anchor,
    title,
    des,
    image: product.img,
    price: list.price && product.price !== undefined ? { label: texts.list.price, value: formatPrice(product.price, site) } : undefined,
    call: { label: texts.list.callBook, href: telHref(shop.phones.callBook) },
    chat: {
      label: list.chat?.label ?? texts.list.chat,
      href: chatHref(shop.chatUrl, shop.phones.chat, message),
    },
    zoom: { openLabel: texts.zoom.open },
    // Shared from the browser, the link can fall back on the page's own address.
    share: {
      label: texts.list.share,
      href: url ?? `${list.route}#${anchor}`,
      copiedText: texts.list.copied,
      failedText: texts.list.shareFailed,
    },
  };
}
