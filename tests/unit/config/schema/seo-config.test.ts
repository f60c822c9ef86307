import { describe, expect, it } from 'vitest';
import { SPEC, catalogueFrom, mutate, positionOf, problems } from '../../../support/catalogue';
import { SHOWROOM, SITE_WITH_URL, minimalCatalogue } from '../../../support/minimal-catalogue';

// A small shop with an address, a share picture, a showroom and a contact page; each test breaks one line.
const SHOP = minimalCatalogue({
  site: SITE_WITH_URL,
  showrooms: SHOWROOM,
  contact: `
  id: contact
  title: Contact us
  route: /contact-us
  description: Phone numbers, e-mail and opening hours.
  heading: Help Centre
  businessPhone: "Business phone:"
  emailLabel: "Help e-mail:"
  chatLabel: Chat on WhatsApp
  tabs:
    - { kind: showroom, label: BRANCH, showroom: branch }`,
});
const URL_LINE = '  url: https://small-shop.example';
const withUrl = (url: string) => mutate(SHOP, URL_LINE, `  url: ${url}`);
const lineOf = (source: string, needle: string, after = '') => `line ${positionOf(source, needle, after).line}`;
const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle);
  return `line ${line}, col ${col}`;
};

describe('site.url, share picture, descriptions and store details in the config', () => {
  it('accepts an https address with or without the trailing slash, and keeps it without', () => {
    expect(problems(SHOP)).toEqual([]);
    expect(catalogueFrom(withUrl('https://Shop.example/')).site.url).toBe('https://shop.example');
    expect(catalogueFrom(withUrl('"https://shop.example:8443"')).site.url).toBe('https://shop.example:8443');
  });

  it.each([
    ['http://shop.example', /expected an https:\/\/ address/],
    ['https://shop.example/catalogue', /no path, query or anything after the host/],
    ['https://shop.example/?utm=1', /no path, query or anything after the host/],
    ['"https://shop.example junk"', /no path, query or anything after the host/],
    ['shop.example', /expected an https:\/\/ address/],
  ])('rejects %s as site.url, naming its line', (url, message) => {
    const bad = withUrl(url);
    const out = problems(bad);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(message);
    expect(out[0]).toContain(`site.url (${lineOf(bad, url)}, col`);
  });

  it('rejects an SVG share picture: chat apps do not show it', () => {
    const bad = mutate(SHOP, 'shareImage: { src: /img/share.png', 'shareImage: { src: /img/share.svg');
    const [problem, ...rest] = problems(bad);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^site\.shareImage\.src \(line \d+, col \d+\): expected a \.jpg, \.jpeg, \.png or \.webp picture/);
    expect(problem).toContain(lineOf(bad, '/img/share.svg'));
  });

  it('takes a description on any page', () => {
    expect(catalogueFrom(SPEC).pages.find((p) => p.id === 'contact')?.description).toMatch(/opening hours/);
    expect(catalogueFrom(SHOP).pages.find((p) => p.id === 'contact')?.description).toMatch(/opening hours/);
    const bad = mutate(SHOP, '  description: Phone numbers,', '  description: 42\n  x: Phone numbers,');
    expect(problems(bad).some((p) => p.startsWith('contact.description'))).toBe(true);
  });

  it('checks opening hours: 24-hour times and days of the week, each at its line', () => {
    const bad = mutate(SHOP, '{ days: [Sunday], opens: "10:00", closes: "14:00" }', '{ days: [Sundy], opens: "10am", closes: "24:30" }');
    expect(problems(bad)).toEqual([
      expect.stringMatching(
        new RegExp(`^showrooms\\[0\\]\\.openingHours\\[1\\]\\.days\\[0\\] \\(${at(bad, 'Sundy')}\\): expected a day of the week: Monday, `),
      ),
      expect.stringMatching(
        new RegExp(`^showrooms\\[0\\]\\.openingHours\\[1\\]\\.opens \\(${at(bad, '"10am"')}\\): expected a 24-hour time`),
      ),
      expect.stringMatching(
        new RegExp(`^showrooms\\[0\\]\\.openingHours\\[1\\]\\.closes \\(${at(bad, '"24:30"')}\\): expected a 24-hour time`),
      ),
    ]);
  });

  it('checks coordinates and the store type', () => {
    const bad = mutate(mutate(SHOP, 'latitude: 23.6592', 'latitude: 123.6'), 'storeType: ClothingStore', 'storeType: ClothesShop');
    expect(problems(bad)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^showrooms\\[0\\]\\.storeType \\(${at(bad, 'ClothesShop')}\\): expected a schema.org store type such as "ClothingStore"`,
        ),
      ),
      `showrooms[0].geo.latitude (${at(bad, '123.6')}): expected a number of degrees <= 90, got 123.6`,
    ]);
  });
});
