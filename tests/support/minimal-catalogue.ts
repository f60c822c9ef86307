// The smallest valid catalogue: the blocks every shop must have, one category and one list. A test that
// expects a problem at a line and column writes the few lines it is about into this text and computes the
// position from the text it wrote (positionOf), so no expected location depends on where something sits in
// the specification's 500-line shop, or in the owner's file.

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
  texts: `
  siteTitleSeparator: " | "
  skipToContent: Skip to content
  demoNotice: Demo site
  nav: { label: Main, menu: Menu, closeMenu: Close menu, showrooms: Showroom }
  topStrip: { label: Helpline, helpline: "Helpline:", social: Follow us }
  breadcrumb: { label: Breadcrumb, home: Home, back: Back }
  list:
    search: Search
    searchPlaceholder: Search by name
    callBook: Call Book
    chat: Chat
    price: Price
    loading: Loading…
    empty: No products yet.
    noMatch: No products match.
    showing: "Showing {shown} of {total}"
    loadFailed: "Could not load the products: {message}"
    retry: Retry
    share: Share
    copied: Link copied
    shareFailed: "Copy it from here:"
  card: { learnMore: Learn More, comingSoon: Coming soon }
  scrollTop: Scroll to top
  carousel: { previous: Previous, next: Next, slide: "{n} of {count}", pause: Pause, play: Play }
  zoom: { open: Expand image, close: Minimize image }
  embed: { play: "Play: {title}", external: From another site }
  footer: { showrooms: Showrooms, products: Products, quickLinks: Quick Links, follow: Follow Us }
  showroom: { pin: PIN, phone: Phone, directions: Directions }
  enquiry:
    submit: Submit
    sending: Sending…
    mandatory: All fields are mandatory!
    tooLong: "{label} can be at most {max} characters long."
    invalidEmail: "{label} does not look like an e-mail address."
    invalidFormat: "{label} does not look right. Please check it."
    success: Sent.
    failure: "Not sent ({message})."
    boxFull: "No more enquiries today. Please call {phone}."
    dismiss: Close
    lengthHint: "{count} of {max} characters"
    honeypot: Website
  notFound: { title: Page not found, body: No such page., home: Home page }
  offline: { title: Offline, body: Not saved yet., phones: Call us, maps: Maps need a connection., home: Home page, listNote: "Offline: as of {date}.", enquiry: Offline; not sent. }
  pageError: { title: Something went wrong, body: Please reload., reload: Reload }`,
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
