/** The icons the fixed chat button can show: a messenger's own, or a neutral chat bubble. */
export const chatIcons = ['whatsapp', 'telegram', 'generic'] as const;

export type ChatIcon = (typeof chatIcons)[number];

// Hosts of each messenger's click-to-chat links (www. is dropped before the look-up).
const HOSTS: Record<string, ChatIcon> = {
  'wa.me': 'whatsapp',
  'api.whatsapp.com': 'whatsapp',
  'web.whatsapp.com': 'whatsapp',
  'whatsapp.com': 'whatsapp',
  't.me': 'telegram',
  'telegram.me': 'telegram',
};

/**
 * The icon for the shop's chat link: `chosen` (shop.chatIcon) when the config names one, else the
 * messenger the chat URL template points at (https://t.me/{phone}?text={message}: telegram), else
 * the neutral bubble, so a link to another messenger never wears WhatsApp's or Telegram's shape.
 */
export function chatIconFor(chatUrl: string, chosen?: ChatIcon): ChatIcon {
  if (chosen) return chosen;
  const host = /^https?:\/\/([^/?#:@]+)/i
    .exec(chatUrl.trim())?.[1]
    ?.toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return (host !== undefined && Object.hasOwn(HOSTS, host) ? HOSTS[host] : undefined) ?? 'generic';
}
