import { describe, expect, it } from 'vitest';
import { SHIPPED, catalogueFrom, mutate, positionOf, problems } from '../../support/catalogue';

const URL_LINE = '  url: https://demo-vastra-bhandar.example';
const withUrl = (url: string) => mutate(SHIPPED, URL_LINE, `  url: ${url}`);
const lineOf = (source: string, needle: string, after = '') => `line ${positionOf(source, needle, after).line}`;

describe('site.url, share picture, descriptions and store details in the config', () => {
  it('accepts an https address with or without the trailing slash, and keeps it without', () => {
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
    const bad = mutate(SHIPPED, 'shareImage: { src: /demo/img/share.png', 'shareImage: { src: /demo/img/share.svg');
    const [problem, ...rest] = problems(bad);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^site\.shareImage\.src \(line \d+, col \d+\): expected a \.jpg, \.jpeg, \.png or \.webp picture/);
    expect(problem).toContain(lineOf(bad, '/demo/img/share.svg'));
  });

  it('takes a description on any page', () => {
    const c = catalogueFrom(SHIPPED);
    expect(c.pages.find((p) => p.id === 'contact')?.description).toMatch(/opening hours/);
    const bad = mutate(SHIPPED, '  description: Phone numbers,', '  description: 42\n  x: Phone numbers,');
    expect(problems(bad).some((p) => p.startsWith('contact.description'))).toBe(true);
  });

  it('checks opening hours: 24-hour times and days of the week, each at its line', () => {
    const bad = mutate(
      SHIPPED,
      '{ days: [Sunday], opens: "10:00", closes: "14:00" }',
      '{ days: [Sundy], opens: "10am", closes: "24:30" }',
    );
    expect(problems(bad)).toEqual([
      expect.stringMatching(new RegExp(`^showrooms\\[0\\]\\.openingHours\\[1\\]\\.days\\[0\\] \\(${lineOf(bad, 'Sundy')}, col \\d+\\): expected a day of the week: Monday, `)),
      expect.stringMatching(/^showrooms\[0\]\.openingHours\[1\]\.opens \(line \d+, col \d+\): expected a 24-hour time/),
      expect.stringMatching(/^showrooms\[0\]\.openingHours\[1\]\.closes \(line \d+, col \d+\): expected a 24-hour time/),
    ]);
  });

  it('checks coordinates and the store type', () => {
    const bad = mutate(
      mutate(SHIPPED, 'geo: { latitude: 23.6047, longitude: 88.3958 }', 'geo: { latitude: 123.6, longitude: 88.3958 }'),
      'storeType: ClothingStore\n    geo: { latitude: 23.6592',
      'storeType: ClothesShop\n    geo: { latitude: 23.6592',
    );
    expect(problems(bad)).toEqual([
      expect.stringMatching(/^showrooms\[0\]\.geo\.latitude \(line \d+, col \d+\): expected a number of degrees <= 90, got 123.6$/),
      expect.stringMatching(/^showrooms\[1\]\.storeType \(line \d+, col \d+\): expected a schema.org store type such as "ClothingStore"/),
    ]);
  });
});
