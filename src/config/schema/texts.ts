import { z } from 'zod';
import { text } from './primitives.ts';
import { engineText } from '../engine-text.ts';

// Every word the site shows lives in the YAML; this block holds the ones that
// belong to no single page (chrome, list pages, form, viewer, errors). Texts added since shops began
// relying on upgrades are `engineText`s: an English default, listed by check-config when a shop leaves
// it out, so a YAML written for an earlier release keeps building.
export const textsSchema = z.strictObject({
  // Not trimmed: the spaces around ' | ' are part of the title.
  siteTitleSeparator: z.string().min(1, { error: 'a non-empty text' }),
  skipToContent: text,
  // Shown on every page of a demo build (no Firebase settings): sample products, enquiries not sent.
  demoNotice: text,
  nav: z.strictObject({
    label: text,
    menu: text,
    closeMenu: text,
    showrooms: text,
  }),
  topStrip: z.strictObject({ label: text, helpline: text, social: text }),
  breadcrumb: z.strictObject({ label: text, home: text, back: text }),
  list: z.strictObject({
    search: text,
    searchPlaceholder: text,
    callBook: text,
    chat: text,
    price: text,
    loading: text,
    empty: text,
    noMatch: text,
    showing: text,
    loadFailed: text,
    retry: text,
    // Above the cards a page already had, when reading them again failed for another reason than no
    // connection (that is texts.offline.listNote): {message} is the failure, {date} when they were read.
    staleNote: engineText('Could not refresh the products ({message}). Showing them as of {date}.'),
    // The Share button on each card, what it says once the link is copied, and the words
    // before the link shown to copy by hand when neither sharing nor the clipboard works.
    share: text,
    copied: text,
    shareFailed: text,
  }),
  card: z.strictObject({ learnMore: text, comingSoon: text }),
  scrollTop: text,
  carousel: z.strictObject({ previous: text, next: text, slide: text, pause: text, play: text }),
  zoom: z.strictObject({ open: text, close: text }),
  embed: z.strictObject({ play: text, external: text }),
  footer: z.strictObject({
    showrooms: text,
    products: text,
    quickLinks: text,
    follow: text,
  }),
  showroom: z.strictObject({
    pin: text,
    phone: text,
    directions: text,
  }),
  // The form's own words; its field labels are in enquiries.fields.
  enquiry: z.strictObject({
    submit: text,
    sending: text,
    mandatory: text,
    // {label} is the field's label, {max} its maxLength.
    tooLong: text,
    // {label} is the field's label.
    invalidEmail: text,
    // A field not matching its pattern (enquiries.fields[].pattern); {label} is the field's label.
    invalidFormat: engineText('{label} does not look right. Please check it.'),
    success: text,
    // {message} is the storage error's own message.
    failure: text,
    // The day's enquiries reached enquiries.dailyLimit: {phone} is shop.phones.helpline; the helpline
    // and chat links (texts.list.chat) follow, and what the visitor typed stays in the form.
    boxFull: engineText(
      'We cannot take more enquiries online today. Please call us on {phone} or chat with us; your text is still in the form.',
    ),
    // The day's counter stayed locked by another client until the form stopped waiting (settings.writeTimeoutMs):
    // {phone} is shop.phones.helpline; the helpline and chat links follow, and the text stays in the form.
    busy: engineText(
      'We could not confirm that your enquiry reached us: the enquiry box was busy. Your text is still in the form; please try again in a minute, or call us on {phone} or chat with us.',
    ),
    dismiss: text,
    // Under each field: {count} characters typed of its {max} (maxLength).
    lengthHint: text,
    // The label of the hidden bot-trap field: never shown, nor read out to people.
    honeypot: text,
  }),
  notFound: z.strictObject({ title: text, body: text, home: text }),
  // With offline support on (site.offline): the page shown for a page not kept on the phone, with the
  // shop's phones and showrooms; `maps` says directions and maps need the network. `listNote` shows on
  // a list whose products could not be read with no connection ({date}: when its page was built);
  // `enquiry` when the form is submitted with no connection (what was typed stays in the form).
  offline: z
    .strictObject({
      title: engineText('You are offline'),
      body: engineText('This page is not saved on your phone yet. Call us, or open a page you visited before.'),
      phones: engineText('Call us'),
      maps: engineText('Directions and maps need a connection.'),
      home: engineText('Go to the home page'),
      listNote: engineText('You are offline: showing the products as of {date}.'),
      enquiry: engineText(
        'You are offline, so your enquiry was not sent. Your text is still in the form; please submit it again when you are back online.',
      ),
    })
    .prefault({}),
  pageError: z.strictObject({ title: text, body: text, reload: text }),
});
