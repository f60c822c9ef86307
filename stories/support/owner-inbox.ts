import type { InboxEnquiry, InboxField, InboxShop } from '../../src/components/owner/enquiry-links';
import type { OwnerTexts } from '../../src/components/owner/owner-texts';
import { ownerTextsSchema } from '../../src/kinds/owner/owner-texts';

/** The owner's pages' words as a shop that writes none gets them: the engine's English defaults, from the schema. */
export const ownerTexts: OwnerTexts = ownerTextsSchema.parse({});

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
