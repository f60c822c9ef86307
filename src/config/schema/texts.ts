import { z } from 'zod';
import { text } from './primitives.ts';
import { engineText } from '../engine-text.ts';

// Every word the site shows lives in the YAML; this block holds the ones that
// belong to no single page (chrome, list pages, form, viewer, errors). Texts added since shops began
// relying on upgrades are `engineText`s: an English default, listed by check-config when a shop leaves
// it out, so a YAML written for an earlier release keeps building.
export const textsSchema = z.strictObject({
  // Not trimmed: the spaces around ' | ' are part of the title.
  siteTitleSeparator: z
    .string()
    .min(1, { error: 'a non-empty text' })
    .describe('Between a page\'s title and the site\'s in the browser tab, spaces included, e.g. " | ".'),
  skipToContent: text.describe('The "skip to content" link that keyboard users meet first on every page.'),
  // Shown on every page of a demo build (no Firebase settings): sample products, enquiries not sent.
  demoNotice: text.describe(
    'Shown on every page of a demo build (no Firebase settings): the products are samples, enquiries are not sent.',
  ),
  // Below it, once this browser holds changes made on the demo owner's pages, which nobody else sees.
  demoChanges: engineText(
    "This browser also shows the products you added, changed, hid or deleted on the demo owner's pages; nobody else sees them.",
  ).describe("Below the demo notice, once this browser keeps product changes from the demo owner's pages: only this browser shows them."),
  nav: z
    .strictObject({
      label: text.describe('The name of the main navigation, read out by screen readers.'),
      menu: text.describe('The button that opens the menu on a phone.'),
      closeMenu: text.describe('The button that closes it.'),
      showrooms: text.describe('The menu entry that opens the showroom links (nav.showrooms).'),
    })
    .describe('The navigation bar.'),
  topStrip: z
    .strictObject({
      label: text.describe('Its name, read out by screen readers.'),
      helpline: text.describe('Before the helpline number (shop.phones.helpline), e.g. "Helpline:".'),
      social: text.describe('Before the social links (shop.social).'),
      languages: engineText('Language').describe(
        "The name of the links to the same page in the shop's other languages (locales), read out by screen readers.",
      ),
    })
    .describe('The strip at the top of every page.'),
  breadcrumb: z
    .strictObject({
      label: text.describe("The breadcrumb's name, read out by screen readers."),
      home: text.describe('Its first link, to the home page.'),
      back: text.describe("The link back to the page's category."),
    })
    .describe('The trail of links above a page, back to the home page.'),
  list: z
    .strictObject({
      search: text.describe("The search box's label."),
      searchPlaceholder: text.describe('The hint inside the empty search box.'),
      callBook: text.describe('The button on each product card that calls shop.phones.callBook.'),
      chat: text.describe("The chat link on each product card (a list's chat.label replaces it)."),
      price: text.describe("Before a product's price, on lists with price: true."),
      loading: text.describe('While the products load.'),
      empty: text.describe('When the list has no products.'),
      noMatch: text.describe('When no product matches the search.'),
      showing: text.describe('How many products are shown: {shown} of {total}.'),
      loadFailed: text.describe('When the products could not be read: {message} is the reason.'),
      retry: text.describe('The button that tries again.'),
      // Above the cards a page already had, when reading them again failed for another reason than no
      // connection (that is texts.offline.listNote): {message} is the failure, {date} when they were read.
      staleNote: engineText('Could not refresh the products ({message}). Showing them as of {date}.').describe(
        'Above the products a page already shows when reading them again failed (not for want of a connection): {message} is the reason, {date} when they were read.',
      ),
      // The Share button on each card, what it says once the link is copied, and the words
      // before the link shown to copy by hand when neither sharing nor the clipboard works.
      share: text.describe('The Share button on each product card.'),
      copied: text.describe('What the Share button says once the link is copied.'),
      shareFailed: text.describe('Before the link, shown to copy by hand when neither sharing nor copying works.'),
    })
    .describe('The product list pages.'),
  card: z
    .strictObject({
      learnMore: text.describe('The link on a card that opens its page.'),
      comingSoon: text.describe('On a home category card that links nowhere (no `to`).'),
    })
    .describe('Cards on category and home pages.'),
  scrollTop: text.describe('The button back to the top of the page (see settings.scrollTopAfterPx).'),
  carousel: z
    .strictObject({
      previous: text.describe('The button to the previous slide.'),
      next: text.describe('The button to the next slide.'),
      slide: text.describe('Which slide is shown, read out by screen readers: {n} of {count}.'),
      pause: text.describe('The button that pauses the slideshow.'),
      play: text.describe('The button that plays it again.'),
    })
    .describe('The buttons of carousels.'),
  zoom: z
    .strictObject({
      open: text.describe('The button that shows a picture full screen.'),
      close: text.describe('The button that closes it.'),
    })
    .describe('The full-screen picture viewer.'),
  embed: z
    .strictObject({
      play: text.describe('The button that loads a video or map frame: {title} is its title.'),
      external: text.describe('The note that a frame loads content from another site.'),
    })
    .describe('Frames from other sites (videos, maps) on their posters.'),
  footer: z
    .strictObject({
      showrooms: text.describe('Heading of the showrooms column (footer.showrooms).'),
      products: text.describe('Heading of the products column (footer.products).'),
      quickLinks: text.describe('Heading of the quick links column (footer.quickLinks).'),
      follow: text.describe('Heading of the social links (shop.social).'),
    })
    .describe("The footer's headings."),
  showroom: z
    .strictObject({
      pin: text.describe("Before a showroom's postal code."),
      phone: text.describe('Before its phone number.'),
      directions: text.describe('The link to directions (showrooms[].directions).'),
    })
    .describe("A showroom's details, wherever they are shown."),
  // The form's own words; its field labels are in enquiries.fields.
  enquiry: z
    .strictObject({
      submit: text.describe('The send button.'),
      sending: text.describe('On the button while the enquiry is sent.'),
      mandatory: text.describe('When a required field is left blank.'),
      // {label} is the field's label, {max} its maxLength.
      tooLong: text.describe("When a field is too long: {label} is the field's label, {max} its maxLength."),
      // {label} is the field's label.
      invalidEmail: text.describe("When an email field holds no e-mail address: {label} is the field's label."),
      // A field not matching its pattern (enquiries.fields[].pattern); {label} is the field's label.
      invalidFormat: engineText('{label} does not look right. Please check it.').describe(
        "When a field does not match its format (enquiries.fields[].pattern, or a tel field's): {label} is the field's label.",
      ),
      success: text.describe('When the enquiry is stored.'),
      // {message} is the storage error's own message.
      failure: text.describe('When the enquiry could not be stored: {message} is the reason.'),
      // The day's enquiries reached enquiries.dailyLimit: {phone} is shop.phones.helpline; the helpline
      // and chat links (texts.list.chat) follow, and what the visitor typed stays in the form.
      boxFull: engineText(
        'We cannot take more enquiries online today. Please call us on {phone} or chat with us; your text is still in the form.',
      ).describe(
        "When the day's enquiries reached enquiries.dailyLimit: {phone} is shop.phones.helpline; the helpline and chat links follow.",
      ),
      busy: engineText(
        'We could not confirm that your enquiry reached us: the enquiry box was busy. Your text is still in the form; please try again in a minute, or call us on {phone} or chat with us.',
      ).describe(
        "When the day's counter stayed locked by another client until the form stopped waiting (settings.writeTimeoutMs): {phone} is shop.phones.helpline; the helpline and chat links follow, and the text stays in the form.",
      ),
      dismiss: text.describe('The button that closes a message of the form.'),
      // Under each field: {count} characters typed of its {max} (maxLength).
      lengthHint: text.describe('Under each field: {count} characters typed of its {max} (maxLength).'),
      // The label of the hidden bot-trap field: never shown, nor read out to people.
      honeypot: text.describe('The label of the hidden field that catches bots: never shown, nor read out.'),
    })
    .describe("The enquiry form's own words; its fields' labels are in enquiries.fields."),
  notFound: z
    .strictObject({
      title: text.describe('Its heading.'),
      body: text.describe('Its text.'),
      home: text.describe('Its link to the home page.'),
    })
    .describe('The page shown for an address the site does not have.'),
  // With offline support on (site.offline): the page shown for a page not kept on the phone, with the
  // shop's phones and showrooms; `maps` says directions and maps need the network. `listNote` shows on
  // a list whose products could not be read with no connection ({date}: when its page was built);
  // `enquiry` when the form is submitted with no connection (what was typed stays in the form).
  offline: z
    .strictObject({
      title: engineText('You are offline').describe('Heading of the page shown, with no connection, for a page not kept on the phone.'),
      body: engineText('This page is not saved on your phone yet. Call us, or open a page you visited before.').describe('Its text.'),
      phones: engineText('Call us').describe("Heading above the shop's phone numbers on it."),
      maps: engineText('Directions and maps need a connection.').describe('The note that directions and maps need a connection.'),
      home: engineText('Go to the home page').describe('Its link to the home page.'),
      listNote: engineText('You are offline: showing the products as of {date}.').describe(
        'On a list whose products could not be read with no connection: {date} is when its page was built.',
      ),
      enquiry: engineText(
        'You are offline, so your enquiry was not sent. Your text is still in the form; please submit it again when you are back online.',
      ).describe('When the form is sent with no connection (what was typed stays in the form).'),
    })
    .prefault({})
    .describe('With offline support on (site.offline): what a visitor with no connection is told.'),
  pageError: z
    .strictObject({
      title: text.describe('Its heading.'),
      body: text.describe('Its text.'),
      reload: text.describe('The button that reloads the page.'),
    })
    .describe('The page shown when a page fails to display.'),
});
