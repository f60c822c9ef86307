import type { InboxEnquiry, InboxField, InboxShop } from '../../src/components/owner/enquiry-links';
import type { OwnerTexts } from '../../src/components/owner/owner-texts';

/**
 * The owner's pages' words in English: what the stories and unit tests show until the owner's page kind
 * brings them from the YAML (they are its candidate engine texts).
 */
export const ownerTexts: OwnerTexts = {
  signIn: {
    heading: 'Sign in',
    intro: 'Sign in to answer the enquiries sent to {shop}.',
    emailLabel: 'Your e-mail address',
    emailMissing: 'Type your e-mail address.',
    sendLink: 'E-mail me a sign-in link',
    sending: 'Sending the link…',
    sent: 'Check your e-mail: a sign-in link is on its way to {email}. Open it on this phone.',
    otherAddress: 'Use another address',
    confirmIntro: 'This link was opened in another browser or app. Type your e-mail address again to finish signing in.',
    confirm: 'Finish signing in',
    completing: 'Signing in…',
    or: 'or',
    google: 'Sign in with Google',
    demoNotice:
      "Demo mode: this site has no Firebase settings, so there is no real sign-in. The inbox shows the enquiries this browser's demo form sent, and your changes stay in this browser.",
    demo: 'Sign in as the demo owner',
  },
  session: { signedInAs: 'Signed in as {email}', signOut: 'Sign out', demoBadge: 'Demo' },
  notOwner: '{email} is not an owner of {shop}: sign out and use the address the shop listed.',
  inbox: {
    heading: 'Enquiries',
    filterLabel: 'Show enquiries',
    all: 'All',
    filterOption: '{status} ({count})',
    newCount: '{count} new',
    today: '{count} of {limit} today',
    todayFull: 'The enquiry box is full today ({count} of {limit}): later visitors are asked to call or chat.',
    loading: 'Loading the enquiries…',
    empty: 'No enquiries yet.',
    emptyStatus: 'No enquiries with the status {status}.',
    retry: 'Retry',
    more: 'More',
    loadingMore: 'Loading more…',
    shown: '{shown} of {total} shown',
    exportCsv: 'Download these {count} as CSV',
  },
  card: {
    received: 'Received {time}',
    noTime: 'Time not recorded',
    unnamed: 'Enquiry {id}',
    emptyValue: '(empty)',
    reply: 'Reply on WhatsApp',
    replyMessage: 'Hello {title}, this is {shop} about your enquiry.',
    call: 'Call {label}: {value}',
    mail: 'E-mail {label}: {value}',
    status: 'Status',
    unlistedStatus: '{status} (not in the list)',
    saving: 'Saving…',
    saved: 'Saved.',
    notSaved: 'Not saved: {reason} What you chose is still here.',
    saveAgain: 'Try again',
    note: 'Private note',
    noteHint: '{count} of {limit} characters; only owners see it.',
    saveNote: 'Save note',
    remove: 'Delete the enquiry from {name}',
    removeQuestion: 'Delete the enquiry from {name}, received {time}? It cannot be undone.',
    removeConfirm: 'Delete it',
    removeCancel: 'Keep it',
    removing: 'Deleting…',
    notRemoved: 'Not deleted: {reason}',
  },
  failure: {
    offline: 'No connection: nothing was saved. Check the connection and try again.',
    signedOut: 'Your sign-in has ended: sign in again.',
    notOwner: 'This account may not read the enquiries.',
    refused: 'The database refused the change.',
    gone: 'This enquiry was deleted elsewhere.',
    failed: 'Something went wrong: {message}',
  },
  signInFailure: {
    offline: 'No connection: check it and try again.',
    invalidEmail: 'That is not the e-mail address the link was sent to.',
    linkExpired: 'This sign-in link has expired or was used already: ask for a new one.',
    notAllowed: 'This way of signing in is not turned on for this site.',
    tooMany: 'Too many tries: wait a few minutes and try again.',
    cancelled: 'Sign-in was cancelled.',
    failed: 'Sign-in failed: {message}',
  },
};

/** A shop in India on WhatsApp, as the inbox sees it. */
export const sampleShop: InboxShop = {
  name: 'Demo Saree House',
  chatUrl: 'https://wa.me/{phone}?text={message}',
  callingCode: '91',
  utcOffsetMinutes: 330,
  locale: 'en-IN',
};

/** The specification's form fields. */
export const sampleFields: InboxField[] = [
  { name: 'title', label: 'Name', kind: 'text' },
  { name: 'mobile', label: 'Mobile', kind: 'tel' },
  { name: 'emailaddress', label: 'E-mail', kind: 'email' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'enquiry', label: 'Enquiry', kind: 'textarea' },
];

/** `enquiries.status` first (what a new enquiry gets), then the owner's others. */
export const sampleStatuses = ['Available', 'Replied', 'Closed'];

const NAMES = ['Asha Das', 'Rina Ghosh', 'Mitali Paul', 'Sujata Roy', 'Priya Sen', 'Tanushree Kar'];
const CITIES = ['Bethuadahari', 'Barnia', 'Krishnanagar', 'Nakashipara'];

/** `n` enquiries, newest first, a quarter of an hour apart; every third one replied. */
export function sampleEnquiries(n: number): InboxEnquiry[] {
  const newest = Date.UTC(2025, 6, 10, 10, 0);
  return Array.from({ length: n }, (_, i) => ({
    id: `20279-${n - i}`,
    fields: {
      title: NAMES[i % NAMES.length]!,
      mobile: `98000 ${String(10000 + i).slice(-5)}`,
      emailaddress: i % 2 === 0 ? `visitor${i + 1}@example.com` : '',
      city: CITIES[i % CITIES.length]!,
      enquiry: i === 0 ? 'Do you have the red Banarasi silk in stock?\nI can come on Friday.' : 'Price of the cotton sarees?',
    },
    status: i % 3 === 2 ? 'Replied' : 'Available',
    createdAt: new Date(newest - i * 15 * 60_000),
    note: i === 1 ? 'Called back on Tuesday; wants two.' : '',
  }));
}
