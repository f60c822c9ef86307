import { describe, expect, it } from 'vitest';
import { mutate, positionOf, problems } from '../../../support/catalogue';
import { SHOWROOM, SITE_WITH_URL, minimalCatalogue } from '../../../support/minimal-catalogue';

// Every URL of the config goes through the site's one allow-list (src/domain/safe-url.ts).
// "/\host" reads as a path but browsers load it from another host; the old shape checks let it through.
const OFF_SITE = '/\\evil.example/x.png';
// Absolute URLs with a backslash: browsers read it as "/", other parsers as part of the host.
const BACKSLASH = "'https://ok.example\\@evil.example/x'";

// A small shop with a URL in every kind of place; each value below occurs once in it.
const SHOP = mutate(
  minimalCatalogue({
    site: SITE_WITH_URL,
    images: `
  widths: [360, 720]
  variants:
    - match: /img/
      url: "{base}-{width}w.{format}"
      formats: [avif, jpg]`,
    showrooms: SHOWROOM,
    home: `
  id: home
  title: Home
  route: /
  heading: Small Shop
  sections:
    - type: video-clips
      heading: Trending
      videos:
        - { title: Trending sarees, poster: /img/trending.svg, sources: [/video/trending.webm, /video/trending.mp4] }
    - type: gallery
      heading: This season
      images:
        - { src: /img/grid.svg, alt: "Silk saree offer", width: 600, height: 600 }
    - type: embeds
      heading: Watch our collections
      embeds:
        - { title: Saree styles, src: "https://www.youtube-nocookie.com/embed/demo", poster: { src: /img/video.svg, alt: "Saree styles", width: 640, height: 360 } }`,
  }),
  'social: []',
  'social:\n    - { label: Facebook, href: "https://www.facebook.com/example" }',
);

// Each case: the YAML path, and the value there in SHOP.
type Case = [where: string, value: string];

const media: Case[] = [
  ['site.shareImage.src', '/img/share.png'],
  ['showrooms[0].photo.src', '/img/branch.jpg'],
  ['showrooms[0].maps[0].poster.src', '/img/map.svg'],
  ['categories[0].card.image.src', '/img/womens-wear.svg'],
  ['home.sections[0].videos[0].poster', '/img/trending.svg'],
  ['home.sections[0].videos[0].sources[0]', '/video/trending.webm'],
  ['home.sections[1].images[0].src', '/img/grid.svg'],
  ['home.sections[2].embeds[0].poster.src', '/img/video.svg'],
];

const absolute: Case[] = [
  ['showrooms[0].directions', '"https://www.google.com/maps/dir/?api=1&destination=Barnia+741156"'],
  ['showrooms[0].maps[0].embed', '"https://www.google.com/maps/embed?pb=demo-branch"'],
  ['shop.social[0].href', '"https://www.facebook.com/example"'],
  ['shop.footer.credit.href', '"https://example.com"'],
  ['home.sections[2].embeds[0].src', '"https://www.youtube-nocookie.com/embed/demo"'],
];

const PHONES = '  phones: {';
const withLogo = (logo: string) => mutate(SHOP, PHONES, `  logo: ${logo}\n${PHONES}`);

function withValue(value: string, bad: string): string {
  if (SHOP.split(value).length !== 2) throw new Error(`fixture value not found once: ${value}`);
  return mutate(SHOP, value, bad);
}

/** The one problem a bad value causes, and where the value is. */
function onlyProblem(source: string, bad: string) {
  const out = problems(source);
  expect(out).toHaveLength(1);
  const { line, col } = positionOf(source, bad);
  return { problem: out[0]!, located: `(line ${line}, col ${col})` };
}

describe('URLs in the config', () => {
  it('accepts the small shop the cases below break', () => {
    expect(problems(SHOP)).toEqual([]);
  });

  it('shop.logo: a "/\\host" URL is a located error', () => {
    const { problem, located } = onlyProblem(withLogo(OFF_SITE), OFF_SITE);
    expect(problem).toBe(
      `shop.logo ${located}: expected a site-relative path ("/demo/img/a.svg") or an https:// URL, got ${JSON.stringify(OFF_SITE)}`,
    );
  });

  it.each([...media, ...absolute])('%s: a "/\\host" URL is a located error', (where, value) => {
    const { problem, located } = onlyProblem(withValue(value, OFF_SITE), OFF_SITE);
    expect(problem).toMatch(/: expected an? .*URL, got /);
    expect(problem.startsWith(`${where} ${located}: expected `)).toBe(true);
    expect(problem.endsWith(`got ${JSON.stringify(OFF_SITE)}`)).toBe(true);
  });

  it.each(absolute)('%s: an absolute URL with a backslash is a located error', (where, value) => {
    const { problem, located } = onlyProblem(withValue(value, BACKSLASH), BACKSLASH);
    expect(problem.startsWith(`${where} ${located}: expected an`)).toBe(true);
  });

  it.each(['javascript:alert(1)', "'//evil.example/logo.png'", '"/\\t/evil.example/logo.png"', "'data:image/png;base64,AAAA'"])(
    'shop.logo refuses %s',
    (bad) => {
      const { problem, located } = onlyProblem(withLogo(bad), bad);
      expect(problem.startsWith(`shop.logo ${located}: expected a site-relative path`)).toBe(true);
    },
  );

  it('accepts a site-relative or https logo', () => {
    for (const logo of ['/demo/img/logo.svg', 'https://cdn.example/logo.png']) expect(problems(withLogo(logo))).toEqual([]);
  });

  it('shop.chatUrl: filled in, the link must pass the allow-list', () => {
    const bad = mutate(SHOP, 'chatUrl: "https://wa.me/{phone}?text={message}"', "chatUrl: 'https://wa.me\\{phone}?text={message}'");
    const { line, col } = positionOf(bad, "'https://wa.me\\");
    expect(problems(bad)).toEqual([
      `shop.chatUrl (line ${line}, col ${col}): "https://wa.me\\{phone}?text={message}" is not an https:// URL once {phone} and {message} are filled in`,
    ]);
  });
});

describe('picture variant rules (images.variants)', () => {
  it('refuses a "/\\host" match prefix, located', () => {
    const { problem, located } = onlyProblem(withValue('match: /img/', `match: ${OFF_SITE}`), OFF_SITE);
    expect(problem).toBe(
      `images.variants[0].match ${located}: expected a site-relative path ("/demo/img/") or an https:// URL prefix, got ${JSON.stringify(OFF_SITE)}`,
    );
  });

  it('refuses a URL rule that, filled in, leaves the site', () => {
    const bad = '"/{base}-{width}w.{format}"';
    const { problem, located } = onlyProblem(withValue('"{base}-{width}w.{format}"', bad), bad);
    expect(problem).toMatch(new RegExp(`^images\\.variants\\[0\\]\\.url \\(${located.slice(1, -1)}\\): .* makes "//`));
    expect(problem).toContain('which is not a site-relative path or an https:// URL');
  });
});
