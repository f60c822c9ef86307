import { describe, expect, it } from 'vitest';
import { SHIPPED, catalogueFrom, mutate, positionOf, problems } from '../../support/catalogue';

// Needles are searched inside the home block: words like "sare" occur earlier in the file too.
const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle, '\nhome:');
  return `(line ${line}, col ${col})`;
};
const TYPES = '"carousel", "chat-button", "category-cards", "video-clips", "gallery", "embeds", "showrooms", "showcase"';
const GALLERY = '    - type: gallery\n      heading: This season\n';
const CHAT = '    - type: chat-button\n      label: Chat with us on WhatsApp\n';

describe('home.sections in catalogue.config.yaml', () => {
  it('reads the shipped sections in their order, a type repeated', () => {
    expect(catalogueFrom(SHIPPED).home.sections.map((s) => s.type)).toEqual([
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
  });

  it('accepts a home of three sections and no carousel', () => {
    const start = SHIPPED.indexOf('  sections:\n');
    const end = SHIPPED.indexOf('    - type: showcase\n');
    const three = `${SHIPPED.slice(0, start)}  sections:\n${GALLERY}      images: []\n${CHAT}${SHIPPED.slice(end)}`;
    expect(problems(three)).toEqual([]);
    expect(catalogueFrom(three).home.sections.map((s) => s.type)).toEqual(['gallery', 'chat-button', 'showcase']);
  });

  it('names the allowed types for an unknown one, with a suggestion', () => {
    const bad = mutate(SHIPPED, GALLERY, GALLERY.replace('gallery', 'galery'));
    expect(problems(bad)).toEqual([
      `home.sections[5].type ${at(bad, 'galery')}: unknown type "galery" (did you mean "gallery"?); expected one of ${TYPES}`,
    ]);
  });

  it('names the allowed types when a section has no type', () => {
    const bad = mutate(SHIPPED, CHAT, '    - label: Chat with us on WhatsApp\n');
    expect(problems(bad)).toEqual([
      `home.sections[2].type ${at(bad, 'label: Chat with us')}: missing required key "type" (expected one of ${TYPES})`,
    ]);
  });

  it('reports a missing key inside a section at the section', () => {
    const bad = mutate(SHIPPED, GALLERY, '    - type: gallery\n');
    expect(problems(bad)).toEqual([
      `home.sections[5].heading ${at(bad, 'type: gallery')}: missing required key "heading" (expected a text)`,
    ]);
  });

  it("suggests the key of the section's own type for a typo", () => {
    const typo = mutate(SHIPPED, CHAT, CHAT.replace('label:', 'lable:'));
    expect(problems(typo)).toEqual([
      `home.sections[2].label ${at(typo, 'type: chat-button')}: missing required key "label" (expected a text)`,
      `home.sections[2].lable ${at(typo, 'lable')}: unknown key "lable" (did you mean "label"?)`,
    ]);
    // "heading" belongs to other section types, not to a chat button: no suggestion.
    const foreign = mutate(SHIPPED, CHAT, `${CHAT}      headng: Chat\n`);
    expect(problems(foreign)).toEqual([`home.sections[2].headng ${at(foreign, 'headng')}: unknown key "headng"`]);
  });

  it('reports every problem at once, across sections', () => {
    let bad = mutate(SHIPPED, GALLERY, GALLERY.replace('gallery', 'galery'));
    bad = mutate(bad, '      width: narrow\n', '      width: slim\n');
    bad = mutate(bad, '    - type: showcase\n      heading: Frocks, sets and skirt sets\n', '    - type: showcase\n');
    expect(problems(bad)).toEqual([
      `home.sections[1].width ${at(bad, 'slim')}: expected one of "full", "narrow", got "slim"`,
      `home.sections[5].type ${at(bad, 'galery')}: unknown type "galery" (did you mean "gallery"?); expected one of ${TYPES}`,
      `home.sections[9].heading ${at(bad, 'type: showcase')}: missing required key "heading" (expected a text)`,
    ]);
  });

  it('checks the references of each section at its own path', () => {
    let bad = mutate(SHIPPED, '        - mens-wear\n', '        - menswear\n');
    bad = mutate(bad, 'from: kidsfrock', 'from: kidsfrok');
    bad = mutate(bad, 'items: [head-office, branch]', 'items: [head-office, brunch]');
    bad = mutate(bad, '          - { image: { src: /demo/img/photos/showrooms/branch.jpg', '          - { to: walet, image: { src: /demo/img/photos/showrooms/branch.jpg');
    bad = mutate(bad, '        - { image: { src: /demo/img/home/promo-1.svg', '        - { to: sare, image: { src: /demo/img/home/promo-1.svg');
    expect(problems(bad)).toEqual([
      `home.sections[1].slides[0].to ${at(bad, 'sare, image')}: "sare" names no page (did you mean "saree"?)`,
      `home.sections[3].items[1] ${at(bad, 'menswear\n')}: "menswear" names no category (did you mean "mens-wear"?)`,
      `home.sections[8].items[1] ${at(bad, 'brunch')}: "brunch" names no showroom (did you mean "branch"?)`,
      `home.sections[8].photos.slides[1].to ${at(bad, 'walet')}: "walet" names no page (did you mean "wallet"?)`,
      `home.sections[9].from ${at(bad, 'kidsfrok')}: "kidsfrok" names no showcase (did you mean "kidsfrock"?)`,
    ]);
  });
});
