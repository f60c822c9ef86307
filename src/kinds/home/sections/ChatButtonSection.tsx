import { ChatButton } from '../../../components/chat/ChatButton';
import { chatHref, fillMessage } from '../../../domain/templates';
import { useCatalogue } from '../../shell/catalogue-context';
import type { SectionProps } from './section-props';

/** A `chat-button` section: the shop's chat number with its preset message. */
export function ChatButtonSection({ section }: SectionProps<'chat-button'>) {
  const { shop, messages, site } = useCatalogue().catalogue;
  // {url} here is the site's own address.
  const href = chatHref(shop.chatUrl, shop.phones.chat, fillMessage(messages.shop, { shop: shop.name, url: site.url ?? '' }));
  return <ChatButton label={section.label} href={href} />;
}
