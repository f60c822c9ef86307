import { z } from 'zod';
import { chatIcons } from '../../domain/chat-icon.ts';
import { email, linkUrl, mediaUrl, phone, text, wholeNumber } from './primitives.ts';

export const socialLink = z.strictObject({
  label: text,
  href: linkUrl,
});

/** WhatsApp's click-to-chat link, the chat link when the config names none. */
export const defaultChatUrl = 'https://wa.me/{phone}?text={message}';

export const shopSchema = z.strictObject({
  name: text,
  logo: mediaUrl.optional(),
  // Phones by role: who answers which number is the owner's choice, not the code's.
  phones: z.strictObject({
    helpline: phone,
    callBook: phone,
    chat: phone,
    business: phone,
  }),
  // The chat link for any messenger: {phone} becomes the chat number's digits, {message} the URL-encoded message.
  // Filled in, it must pass the site's URL allow-list (src/build-time/chat-url-check.ts).
  chatUrl: z
    .string({ error: 'an https:// URL template' })
    .regex(/^https:\/\/[^\s]+$/, { error: `an https:// URL template such as "${defaultChatUrl}"` })
    .default(defaultChatUrl)
    .describe('Chat link template: {phone} is shop.phones.chat as digits, {message} the URL-encoded message.'),
  // Decorative only: the button's accessible name is its section's label.
  chatIcon: z
    .enum(chatIcons, { error: `one of ${chatIcons.map((i) => `"${i}"`).join(', ')}` })
    .optional()
    .describe(
      'Icon of the fixed chat button: whatsapp, telegram or generic (a chat bubble). Without it, taken from the host of shop.chatUrl: wa.me or api.whatsapp.com is whatsapp, t.me or telegram.me is telegram, any other is generic.',
    ),
  email,
  social: z.array(socialLink),
  footer: z.strictObject({
    lastUpdate: text,
    copyright: text,
    credit: z.strictObject({ label: text, href: linkUrl }),
    visitorCounter: z.strictObject({
      label: text,
      start: wholeNumber(0, 999_999_999).default(2000),
      digits: wholeNumber(1, 12).default(9),
    }),
  }),
});
