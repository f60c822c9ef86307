import { z } from 'zod';
import { chatIcons } from '../../domain/chat-icon.ts';
import { email, linkUrl, mediaUrl, phone, text, wholeNumber } from './primitives.ts';

export const socialLink = z.strictObject({
  label: text.describe('The name shown, e.g. "Facebook".'),
  href: linkUrl.describe("The address of the shop's page there."),
});

/** WhatsApp's click-to-chat link, the chat link when the config names none. */
export const defaultChatUrl = 'https://wa.me/{phone}?text={message}';

export const shopSchema = z.strictObject({
  name: text.describe("The shop's name: the navigation bar, and {shop} in chat messages."),
  logo: mediaUrl.optional().describe('A logo beside the name in the navigation bar: a path from the site root or an https:// URL.'),
  // Phones by role: who answers which number is the owner's choice, not the code's.
  phones: z
    .strictObject({
      helpline: phone.describe('The helpline, in the top strip of every page and on the offline page.'),
      callBook: phone.describe("The number the 'Call Book' button of every product card calls."),
      chat: phone.describe('The chat number: every chat button and link opens a chat with it.'),
      business: phone.describe("The business line, on the contact page's showroom tabs."),
    })
    .describe('Phone numbers by role, with the country code, e.g. "+91 00000 00001": who answers which is the shop\'s choice.'),
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
  email: email.describe("The shop's e-mail address, on the contact page."),
  social: z.array(socialLink).describe("Links to the shop's pages on social sites: the top strip and the footer."),
  footer: z
    .strictObject({
      lastUpdate: text.describe('A line such as "LAST UPDATE: 15-07-2025".'),
      copyright: text.describe('The copyright line.'),
      credit: z
        .strictObject({ label: text.describe('The words shown.'), href: linkUrl.describe('Where they link.') })
        .describe('A link to whoever made the site.'),
      visitorCounter: z
        .strictObject({
          label: text.describe('Its label.'),
          start: wholeNumber(0, 999_999_999).default(2000).describe('The number it shows.'),
          digits: wholeNumber(1, 12).default(9).describe('How many digits it shows, padded with zeros.'),
        })
        .describe('The visitor counter in the footer.'),
    })
    .describe('The lines at the bottom of the footer.'),
});
