import { chatHref, fillMessage } from '../domain/templates';
import type { Catalogue } from '../catalogue/schema';

/** The link that opens a chat with the shop: its chat number and messages.shop, {url} being the site's own address. */
export function shopChatHref({ shop, messages, site }: Pick<Catalogue, 'shop' | 'messages' | 'site'>): string {
  return chatHref(shop.chatUrl, shop.phones.chat, fillMessage(messages.shop, { shop: shop.name, url: site.url ?? '' }));
}
