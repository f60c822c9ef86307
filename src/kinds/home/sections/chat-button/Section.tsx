import { ChatButton } from '../../../../components/chat/ChatButton';
import { chatIconFor } from '../../../../domain/chat-icon';
import { useCatalogue } from '../../../../shell/catalogue-context';
import { shopChatHref } from '../../../../shell/shop-chat';
import type { SectionProps } from '../section-props';

/** A `chat-button` section: the shop's chat number with its preset message, and its messenger's icon. */
export default function ChatButtonSection({ section }: SectionProps<'chat-button'>) {
  const { catalogue } = useCatalogue();
  const { shop } = catalogue;
  return <ChatButton label={section.label} href={shopChatHref(catalogue)} icon={chatIconFor(shop.chatUrl, shop.chatIcon)} />;
}
