// The smallest valid catalogue: the blocks every shop must have, one category and one list. A test that
// expects a problem at a line and column writes the few lines it is about into this text and computes the
// position from the text it wrote (positionOf), so no expected location depends on where something sits in
// the specification's 500-line shop, or in the owner's file.
import { readFileSync } from 'node:fs';
import { Document, parseDocument } from 'yaml';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';

/**
 * The frozen specification's `texts` block, indented under the key: not a copy of its own, so a text the
 * engine adds is written in the shop files and the frozen spec only (texts with engine defaults in none).
 */
function specTexts(): string {
  const texts = parseDocument(readFileSync(SPEC_CONFIG, 'utf8')).get('texts', true);
  const lines = new Document(texts).toString().trimEnd().split('\n');
  return `\n${lines.map((line) => `  ${line}`).join('\n')}`;
}

/** Top-level blocks by key: the YAML under the key (indented by two), or null to leave the block out. */
export type Blocks = Record<string, string | null>;

const BASE: Record<string, string> = {
  site: `
  lang: en-IN
  currency: INR
  country: IN
  title: Small Shop
  description: A shop of one list, for tests.`,
  theme: `
  brand: "#7a1f3d"
  accent: "#b7791f"
  text: "#1f1a17"
  background: "#fffaf5"
  surface: "#ffffff"
  link: "#7a1f3d"
  font: "system-ui, sans-serif"
  radius: 10px`,
  shop: `
  name: Small Shop
  phones: { helpline: "+91 00000 00001", callBook: "+91 00000 00002", chat: "+91 00000 00003", business: "+91 00000 00004" }
  chatUrl: "https://wa.me/{phone}?text={message}"
  email: help@example.com
  social: []
  footer:
    lastUpdate: "LAST UPDATE: 15-07-2025"
    copyright: "© 2025 Small Shop"
    credit: { label: Example Studio, href: "https://example.com" }
    visitorCounter: { label: Visitors }`,
  texts: specTexts(),
  messages: `
  shop: I want to shop at {shop}.
  interested: I am Interested
  product: "I am interested in {title}. {url}"`,
  nav: `
  links: [home, womens-wear]`,
  footer: `
  products: [womens-wear]`,
  categories: `
  - id: womens-wear
    title: Womens Wear
    route: /womens-wear
    separator: ">"
    card: { image: { src: /img/womens-wear.svg, alt: "", width: 480, height: 360 }, tagline: Sarees }
    cards:
      - { title: Saree, to: saree, image: { src: /img/saree.svg, alt: "", width: 480, height: 360 } }`,
  lists: `
  - { id: saree, title: Saree, route: /saree, collection: Saree, parent: womens-wear, limit: 78 }`,
  home: `
  id: home
  title: Home
  route: /
  heading: Small Shop
  sections: []`,
};

/**
 * The minimal catalogue, its blocks replaced by `blocks` (null leaves one out); blocks it lacks are added
 * at the end, in the order given. Bodies may start with a line break, for readable template literals.
 */
export function minimalCatalogue(blocks: Blocks = {}): string {
  const all = { ...BASE, ...blocks };
  return Object.entries(all)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, body]) => `${key}:\n${body.replace(/^\n+/, '').trimEnd()}\n`)
    .join('\n');
}

/** One showroom, for the tests that need one: `minimalCatalogue({ showrooms: SHOWROOM })`. */
export const SHOWROOM = `
  - id: branch
    name: Branch Showroom
    address: ["45 Sample Lane", "Barnia Bazar"]
    pin: "741156"
    phone: "+91 00000 00012"
    directions: "https://www.google.com/maps/dir/?api=1&destination=Barnia+741156"
    maps:
      - title: Map of the branch
        embed: "https://www.google.com/maps/embed?pb=demo-branch"
        poster: { src: /img/map.svg, alt: "Street map", width: 800, height: 450 }
    photo: { src: /img/branch.jpg, alt: "Front of the showroom", width: 1200, height: 600 }
    storeType: ClothingStore
    geo: { latitude: 23.6592, longitude: 88.4417 }
    openingHours:
      - { days: [Monday, Tuesday, Wednesday], opens: "10:30", closes: "20:30" }
      - { days: [Sunday], opens: "10:00", closes: "14:00" }`;

/** The site block with its optional address and share picture: `minimalCatalogue({ site: SITE_WITH_URL })`. */
export const SITE_WITH_URL = `${BASE.site}
  url: https://small-shop.example
  shareImage: { src: /img/share.png, alt: "Small Shop", width: 1200, height: 630 }`;

/** An enquiry form of one field, for the tests that need one (texts.enquiry is checked only with a form). */
export const ENQUIRIES = `
  collection: Online-Enqueries
  status: Available
  fields:
    - { name: title, label: Name, kind: text, maxLength: 100 }`;
