import { ChatButton } from '../../../components/chat/ChatButton';
import { chatHref, fillTemplate } from '../../../domain/templates';
import { useCatalogue } from '../../shell/catalogue-context';
import type { SectionProps } from './section-props';

/** A `chat-button` section: the shop's chat number with its preset message. */
export function ChatButtonSection({ section }: SectionProps<'chat-button'>) {
  const { shop, messages } = useCatalogue().catalogue;
  const href = chatHref(shop.chatUrl, shop.phones.chat, fillTemplate(messages.shop, { shop: shop.name }));
  return <ChatButton label={section.label} href={href} />;
}
