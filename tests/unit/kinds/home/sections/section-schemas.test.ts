import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../../../../src/kinds/home/sections/index.ts';
import { SPEC, catalogueFrom, mutate, positionOf, problems } from '../../../../support/catalogue';
import { SHOWROOM, minimalCatalogue } from '../../../../support/minimal-catalogue';

// The types in the order of the sections list, as the error message names them.
const TYPES = sectionTypes.map((type) => `"${type}"`).join(', ');
const CAROUSEL = '    - type: carousel\n      label: Offers\n      width: narrow\n';
const CHAT = '    - type: chat-button\n      label: Chat with us on WhatsApp\n';
const GALLERY = '    - type: gallery\n      heading: This season\n';
const SHOWCASE = '    - type: showcase\n      heading: Frocks, sets and skirt sets\n';
const IMAGE = 'image: { src: /img/promo.svg, alt: "Bags", width: 800, height: 400 }';

// A small shop whose home has one section of most types, and the pages and showrooms they name.
const sections = (body: string) =>
  minimalCatalogue({
    categories: `
  - id: womens-wear
    title: Womens Wear
    route: /womens-wear
    separator: ">"
    card: { image: { src: /img/womens-wear.svg, alt: "", width: 480, height: 360 }, tagline: Sarees }
    cards:
      - { title: Saree, to: saree, image: { src: /img/saree.svg, alt: "", width: 480, height: 360 } }
  - id: mens-wear
    title: Mens Wear
    route: /mens-wear
    separator: /
    card: { image: { src: /img/mens-wear.svg, alt: "", width: 480, height: 360 }, tagline: Shirts }
    cards:
      - { title: Wallet, to: wallet, image: { src: /img/wallet.svg, alt: "", width: 480, height: 360 } }`,
    lists: `
  - { id: saree, title: Saree, route: /saree, collection: Saree, parent: womens-wear, limit: 78 }
  - { id: wallet, title: Wallet, route: /wallet, collection: Wallet Bag, parent: mens-wear, limit: 134 }`,
    home: `
  id: home
  title: Home
  route: /
  heading: Small Shop
  sections:
${body.trimEnd()}`,
    showrooms: SHOWROOM,
    showcases: `
  - id: kidsfrock
    title: Kids Frock
    route: /kidsfrock
    heading: Frocks
    cards:
      - { title: Party Frock, note: "Colour: Pink", image: { src: /img/frock.jpg, alt: "Pink frock", width: 1080, height: 1350 } }`,
  });
const SHOP = sections(`${CAROUSEL}      slides:
        - { ${IMAGE} }
${CHAT}    - type: category-cards
      heading: Shop by category
      items:
        - womens-wear
        - mens-wear
${GALLERY}      images: []
    - type: showrooms
      heading: Visit our showrooms
      items: [branch]
      photos:
        label: Showroom photos
        slides:
          - { image: { src: /img/branch.jpg, alt: "Branch", width: 1200, height: 600 } }
${SHOWCASE}      from: kidsfrock
`);
const edit = (...pairs: [string, string][]) => pairs.reduce((source, [find, replace]) => mutate(source, find, replace), SHOP);

// Needles are searched inside the home block: words like "sare" occur earlier in the file too.
const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle, '\nhome:');
  return `(line ${line}, col ${col})`;
};

describe('home.sections in catalogue.config.yaml', () => {
  it("reads the specification's sections in their order, a type repeated", () => {
    expect(catalogueFrom(SPEC).home.sections.map((s) => s.type)).toEqual([
      'carousel',
      'carousel',
      'chat-button',
      'category-cards',
      'video-clips',
      'gallery',
      'embeds',
      'embeds',
      'showrooms',
      'showcase',
    ]);
    expect(catalogueFrom(SHOP).home.sections.map((s) => s.type)).toEqual([
      'carousel',
      'chat-button',
      'category-cards',
      'gallery',
      'showrooms',
      'showcase',
    ]);
  });

  it('accepts a home of three sections and no carousel', () => {
    const three = sections(`${GALLERY}      images: []\n${CHAT}${SHOWCASE}      from: kidsfrock\n`);
    expect(problems(three)).toEqual([]);
    expect(catalogueFrom(three).home.sections.map((s) => s.type)).toEqual(['gallery', 'chat-button', 'showcase']);
  });

  it('names the allowed types for an unknown one, with a suggestion', () => {
    const bad = edit([GALLERY, GALLERY.replace('gallery', 'galery')]);
    expect(problems(bad)).toEqual([
      `home.sections[3].type ${at(bad, 'galery')}: unknown type "galery" (did you mean "gallery"?); expected one of ${TYPES}`,
    ]);
  });

  it('names the allowed types when a section has no type', () => {
    const bad = edit([CHAT, '    - label: Chat with us on WhatsApp\n']);
    expect(problems(bad)).toEqual([
      `home.sections[1].type ${at(bad, 'label: Chat with us')}: missing required key "type" (expected one of ${TYPES})`,
    ]);
  });

  it('reports a missing key inside a section at the section', () => {
    const bad = edit([GALLERY, '    - type: gallery\n']);
    expect(problems(bad)).toEqual([
      `home.sections[3].heading ${at(bad, 'type: gallery')}: missing required key "heading" (expected a text)`,
    ]);
  });

  it("suggests the key of the section's own type for a typo", () => {
    const typo = edit([CHAT, CHAT.replace('label:', 'lable:')]);
    expect(problems(typo)).toEqual([
      `home.sections[1].label ${at(typo, 'type: chat-button')}: missing required key "label" (expected a text)`,
      `home.sections[1].lable ${at(typo, 'lable')}: unknown key "lable" (did you mean "label"?)`,
    ]);
    // "heading" belongs to other section types, not to a chat button: no suggestion.
    const foreign = edit([CHAT, `${CHAT}      headng: Chat\n`]);
    expect(problems(foreign)).toEqual([`home.sections[1].headng ${at(foreign, 'headng')}: unknown key "headng"`]);
  });

  it('reports every problem at once, across sections', () => {
    const bad = edit(
      [GALLERY, GALLERY.replace('gallery', 'galery')],
      ['      width: narrow\n', '      width: slim\n'],
      [SHOWCASE, '    - type: showcase\n'],
    );
    expect(problems(bad)).toEqual([
      `home.sections[0].width ${at(bad, 'slim')}: expected one of "full", "narrow", got "slim"`,
      `home.sections[3].type ${at(bad, 'galery')}: unknown type "galery" (did you mean "gallery"?); expected one of ${TYPES}`,
      `home.sections[5].heading ${at(bad, 'type: showcase')}: missing required key "heading" (expected a text)`,
    ]);
  });

  it('checks the references of each section at its own path', () => {
    expect(problems(SHOP)).toEqual([]);
    const bad = edit(
      ['        - mens-wear\n', '        - menswear\n'],
      ['from: kidsfrock', 'from: kidsfrok'],
      ['items: [branch]', 'items: [brunch]'],
      ['          - { image: { src: /img/branch.jpg', '          - { to: walet, image: { src: /img/branch.jpg'],
      [`        - { ${IMAGE}`, `        - { to: sare, ${IMAGE}`],
    );
    expect(problems(bad)).toEqual([
      `home.sections[0].slides[0].to ${at(bad, 'sare, image')}: "sare" names no page (did you mean "saree"?)`,
      `home.sections[2].items[1] ${at(bad, 'menswear\n')}: "menswear" names no category (did you mean "mens-wear"?)`,
      `home.sections[4].items[0] ${at(bad, 'brunch')}: "brunch" names no showroom (did you mean "branch"?)`,
      `home.sections[4].photos.slides[0].to ${at(bad, 'walet')}: "walet" names no page (did you mean "wallet"?)`,
      `home.sections[5].from ${at(bad, 'kidsfrok')}: "kidsfrok" names no showcase (did you mean "kidsfrock"?)`,
    ]);
  });
});
