import { describe, expect, it } from 'vitest';
import { SHIPPED, mutate, positionOf, problems } from '../../support/catalogue';

// Every URL of the config goes through the site's one allow-list (src/domain/safe-url.ts).
// "/\host" reads as a path but browsers load it from another host; the old shape checks let it through.
const OFF_SITE = '/\\evil.example/x.png';
// Absolute URLs with a backslash: browsers read it as "/", other parsers as part of the host.
const BACKSLASH = "'https://ok.example\\@evil.example/x'";

// Each case: the YAML path, and a pattern whose first group is the text before the value and whose
// second is the value (the first match in the shipped file), so the fixture survives edits elsewhere.
type Case = [where: string, pattern: RegExp];

const media: Case[] = [
  ['site.shareImage.src', /(shareImage: \{ src: )([^,]+)/],
  ['showrooms[0].photo.src', /(photo: \{ src: )([^,]+)/],
  ['showrooms[0].maps[0].poster.src', /(maps:\n.*\n.*\n\s+poster: \{ src: )([^,]+)/],
  ['categories[0].card.image.src', /(card: \{ image: \{ src: )([^,]+)/],
  ['home.sections[4].videos[0].poster', /(videos:\n\s+- \{ title: [^,]+, poster: )([^,]+)/],
  ['home.sections[4].videos[0].sources[0]', /(videos:\n\s+- \{ title: [^,]+, poster: [^,]+, sources: \[)([^,]+)/],
  ['home.sections[5].images[0].src', /(type: gallery\n.*\n\s+images:\n\s+- \{ src: )([^,]+)/],
  ['home.sections[7].embeds[0].poster.src', /(Watch our collections\n\s+embeds:\n.*poster: \{ src: )([^,]+)/],
];

const absolute: Case[] = [
  ['showrooms[0].directions', /(directions: )("[^"]+")/],
  ['showrooms[0].maps[0].embed', /(embed: )("[^"]+")/],
  ['shop.social[0].href', /(social:\n\s+- \{ label: [^,]+, href: )("[^"]+")/],
  ['shop.footer.credit.href', /(credit: \{ label: "[^"]+", href: )("[^"]+")/],
  ['home.sections[7].embeds[0].src', /(Watch our collections\n\s+embeds:\n\s+- \{ title: [^,]+, src: )("[^"]+")/],
];

const PHONES = '  phones:\n    helpline:';
const withLogo = (logo: string) => mutate(SHIPPED, PHONES, `  logo: ${logo}\n${PHONES}`);

function withValue(pattern: RegExp, bad: string): string {
  if (!pattern.test(SHIPPED)) throw new Error(`fixture pattern not found: ${String(pattern)}`);
  return SHIPPED.replace(pattern, (_, before: string) => `${before}${bad}`);
}

/** The one problem a bad value causes, and where the value is. */
function onlyProblem(source: string, bad: string) {
  const out = problems(source);
  expect(out).toHaveLength(1);
  const { line, col } = positionOf(source, bad);
  return { problem: out[0]!, located: `(line ${line}, col ${col})` };
}

describe('URLs in the config', () => {
  it('shop.logo: a "/\\host" URL is a located error', () => {
    const { problem, located } = onlyProblem(withLogo(OFF_SITE), OFF_SITE);
    expect(problem).toBe(`shop.logo ${located}: expected a site-relative path ("/demo/img/a.svg") or an https:// URL, got ${JSON.stringify(OFF_SITE)}`);
  });

  it.each([...media, ...absolute])('%s: a "/\\host" URL is a located error', (where, pattern) => {
    const { problem, located } = onlyProblem(withValue(pattern, OFF_SITE), OFF_SITE);
    expect(problem).toMatch(/: expected an? .*URL, got /);
    expect(problem.startsWith(`${where} ${located}: expected `)).toBe(true);
    expect(problem.endsWith(`got ${JSON.stringify(OFF_SITE)}`)).toBe(true);
  });

  it.each(absolute)('%s: an absolute URL with a backslash is a located error', (where, pattern) => {
    const { problem, located } = onlyProblem(withValue(pattern, BACKSLASH), BACKSLASH);
    expect(problem.startsWith(`${where} ${located}: expected an`)).toBe(true);
  });

  it.each(['javascript:alert(1)', "'//evil.example/logo.png'", '"/\\t/evil.example/logo.png"', "'data:image/png;base64,AAAA'"])('shop.logo refuses %s', (bad) => {
    const { problem, located } = onlyProblem(withLogo(bad), bad);
    expect(problem.startsWith(`shop.logo ${located}: expected a site-relative path`)).toBe(true);
  });

  it('accepts a site-relative or https logo', () => {
    for (const logo of ['/demo/img/logo.svg', 'https://cdn.example/logo.png']) expect(problems(withLogo(logo))).toEqual([]);
  });

  it('shop.chatUrl: filled in, the link must pass the allow-list', () => {
    const bad = mutate(SHIPPED, 'chatUrl: "https://wa.me/{phone}?text={message}"', "chatUrl: 'https://wa.me\\{phone}?text={message}'");
    const { line, col } = positionOf(bad, "'https://wa.me\\");
    expect(problems(bad)).toEqual([
      `shop.chatUrl (line ${line}, col ${col}): "https://wa.me\\{phone}?text={message}" is not an https:// URL once {phone} and {message} are filled in`,
    ]);
  });
});

describe('picture variant rules (images.variants)', () => {
  const MATCH = /(variants:\n\s+- match: )(\S+)/;
  const URL_RULE = /(variants:\n\s+- match: \S+\n\s+url: )("[^"]+")/;

  it('refuses a "/\\host" match prefix, located', () => {
    const { problem, located } = onlyProblem(withValue(MATCH, OFF_SITE), OFF_SITE);
    expect(problem).toBe(`images.variants[0].match ${located}: expected a site-relative path ("/demo/img/") or an https:// URL prefix, got ${JSON.stringify(OFF_SITE)}`);
  });

  it('refuses a URL rule that, filled in, leaves the site', () => {
    const bad = '"/{base}-{width}w.{format}"';
    const { problem, located } = onlyProblem(withValue(URL_RULE, bad), bad);
    expect(problem).toMatch(new RegExp(`^images\\.variants\\[0\\]\\.url \\(${located.slice(1, -1)}\\): .* makes "//`));
    expect(problem).toContain('which is not a site-relative path or an https:// URL');
  });
});
