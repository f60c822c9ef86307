import { ChatButton } from '../../../components/chat/ChatButton';
import { chatIconFor } from '../../../domain/chat-icon';
import { chatHref, fillMessage } from '../../../domain/templates';
import { useCatalogue } from '../../shell/catalogue-context';
import type { SectionProps } from './section-props';

/** A `chat-button` section: the shop's chat number with its preset message, and its messenger's icon. */
export function ChatButtonSection({ section }: SectionProps<'chat-button'>) {
  const { shop, messages, site } = useCatalogue().catalogue;
  // {url} here is the site's own address.
  const href = chatHref(shop.chatUrl, shop.phones.chat, fillMessage(messages.shop, { shop: shop.name, url: site.url ?? '' }));
  return <ChatButton label={section.label} href={href} icon={chatIconFor(shop.chatUrl, shop.chatIcon)} />;
}
