import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, mutate, positionOf, problems } from '../../support/catalogue';
import { loadCatalogue } from '../../../src/build-time/load';
import { catalogueSchema } from '../../../src/catalogue/schema';
import { isLocalizable } from '../../../src/config/localized-text';
import { child, defOf, members, unwrap, type AnySchema } from '../../../src/config/schema-walk';

// The shop's languages in the YAML: a visitor text written { en: …, bn: … }, checked where it is written.
const TWO = readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8');
const SHOE = readFileSync('examples/shoe-shop/catalogue.config.yaml', 'utf8');
const edit = (find: string, replace: string) => mutate(TWO, find, replace);
const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};
const lineOf = (source: string, needle: string, after = '') => positionOf(source, needle, after).line;

/** The YAML with every visitor text the schema allows per language written `{ [key]: text }`, and how many there were. */
function everyTextAsMap(source: string, key: string): { yaml: string; count: number } {
  let count = 0;
  const visit = (wrapped: AnySchema, value: unknown): unknown => {
    if (value === undefined) return value;
    if (isLocalizable(wrapped)) {
      if (typeof value !== 'string') return value;
      count++;
      return { [key]: value };
    }
    const def = defOf(unwrap(wrapped));
    switch (def.type) {
      case 'union':
        return members(def.options as AnySchema[], def.discriminator, value).reduce<unknown>((v, o) => visit(o, v), value);
      case 'array':
        return Array.isArray(value) ? value.map((item) => visit(def.element as AnySchema, item)) : value;
      case 'object': {
        if (value === null || typeof value !== 'object') return value;
        const out: Record<string, unknown> = { ...value };
        for (const [k, next] of Object.entries(def.shape as Record<string, AnySchema>)) if (k in out) out[k] = visit(next, child(value, k));
        return out;
      }
      default:
        return value;
    }
  };
  const yaml = stringify(visit(catalogueSchema, parse(source)));
  return { yaml, count };
}

describe('a shop of one language', () => {
  it.each([
    ['the specification', SPEC],
    ['the shoe shop', SHOE],
  ])('%s loads with no key of the languages', (_, source) => {
    const c = loadedCatalogue(source);
    expect(c).not.toHaveProperty('translations');
    expect(c).not.toHaveProperty('locales');
    expect(c.site).not.toHaveProperty('locale');
    expect(c.site).not.toHaveProperty('label');
    expect(c.site).not.toHaveProperty('digits');
  });

  it.each([
    ['the specification', SPEC],
    ['the shoe shop', SHOE],
  ])('%s loads the same with every visitor text written { en: … }', (_, source) => {
    const { yaml, count } = everyTextAsMap(source, 'en');
    // Titles, headings, taglines, addresses, alt texts, messages, the form's labels, the texts table…
    expect(count).toBeGreaterThan(150);
    expect(loadedCatalogue(yaml)).toStrictEqual(loadedCatalogue(source));
  });

  it('takes no text per language where no visitor reads it: ids, routes, collections, phones, the language tag, the status', () => {
    const wrapped = (find: string, replace: string) => problems(mutate(SPEC, find, replace));
    expect(wrapped('  lang: en-IN', '  lang: { en: en-IN }')).toEqual([
      expect.stringMatching(/^site\.lang .*expected a text, got a mapping/),
    ]);
    expect(wrapped('route: /saree', 'route: { en: /saree }')).toEqual([expect.stringMatching(/\.route .*got a mapping/)]);
    expect(wrapped('collection: Saree', 'collection: { en: Saree }')).toEqual([expect.stringMatching(/\.collection .*got a mapping/)]);
    expect(wrapped('status: Available', 'status: { en: Available }')).toEqual([
      expect.stringMatching(/^enquiries\.status .*got a mapping/),
    ]);
  });

  it('refuses a text keyed by a language the shop does not have', () => {
    const bad = mutate(SPEC, 'title: Saree', 'title: { en: Saree, bn: শাড়ি }');
    expect(problems(bad)).toEqual([
      `categories[0].cards[0].title.bn ${at(bad, 'bn: শাড়ি')}: "bn" is not one of the shop's languages (en); a text per language is keyed by site.locale or a key of locales`,
    ]);
  });
});

describe('a shop in English and Bengali', () => {
  it('loads the fixture: every text in English, the Bengali beside it by path', () => {
    const c = loadedCatalogue(TWO);
    expect(c.lists[0]!.title).toBe('Saree');
    expect(c.pages.find((p) => p.id === 'saree')?.title).toBe('Saree');
    expect(c.locales).toEqual({ bn: { lang: 'bn-IN', label: 'বাংলা', digits: 'latn' } });
    expect(c.translations).toContainEqual({ path: ['lists', 0, 'title'], texts: { en: 'Saree', bn: 'শাড়ি' } });
    expect(c.translations).toContainEqual({ path: ['showrooms', 0, 'address', 1], texts: { en: 'Barnia Bazar', bn: 'বার্নিয়া বাজার' } });
    expect(c.translations).toContainEqual({
      path: ['showrooms', 0, 'photo', 'alt'],
      texts: { en: 'Front of the showroom', bn: 'শোরুমের সামনের দিক' },
    });
  });

  it("trims each language's text as it trims a plain one", () => {
    const c = loadedCatalogue(edit('menu: { en: Menu, bn: মেনু }', 'menu: { en: " Menu ", bn: "  মেনু " }'));
    expect(c.translations).toContainEqual({ path: ['texts', 'nav', 'menu'], texts: { en: 'Menu', bn: 'মেনু' } });
  });

  it('lists every missing translation with its line, as an error, after a summary with the count and the first ones', () => {
    const bad = edit('title: { en: Womens Wear, bn: মহিলাদের পোশাক }', 'title: { en: Womens Wear }').replace(
      '- { id: saree, title: { en: Saree, bn: শাড়ি },',
      '- { id: saree, title: { en: Saree },',
    );
    const category = lineOf(bad, 'title: { en: Womens Wear }');
    const list = lineOf(bad, 'title: { en: Saree },', '- { id: saree');
    expect(problems(bad)).toEqual([
      `locales.bn ${at(bad, 'bn:', 'locales:')}: 2 texts have no "bn" translation, so the language is refused: categories[0].title (line ${category}), lists[0].title (line ${list})`,
      `categories[0].title ${at(bad, '{ en: Womens Wear }')}: no "bn" text: write { en: …, bn: … }, or one plain text for every language`,
      `lists[0].title ${at(bad, '{ en: Saree },', '- { id: saree')}: no "bn" text: write { en: …, bn: … }, or one plain text for every language`,
    ]);
  });

  it('names only the first missing ones in the summary, and counts them all', () => {
    const { yaml } = everyTextAsMap(TWO.replace(/^locales:\n(?: {2}.*\n)+/m, ''), 'en');
    const withBengali = yaml.replace(/^site:\n/m, 'locales:\n  bn: { lang: bn-IN, label: বাংলা }\nsite:\n');
    const out = problems(withBengali);
    const summary = out.find((p) => p.startsWith('locales.bn'))!;
    expect(summary).toMatch(/: \d+ texts have no "bn" translation, so the language is refused: site\.title \(line \d+\), .*, …$/);
    const count = Number(/: (\d+) texts/.exec(summary)![1]);
    expect(count).toBeGreaterThan(50);
    // Its own line, then the eight it names.
    expect(summary.split('(line ')).toHaveLength(10);
    expect(out.filter((p) => p.includes('no "bn" text'))).toHaveLength(count);
  });

  it('counts a plain text as the same in every language', () => {
    expect(problems(edit('title: { en: Womens Wear, bn: মহিলাদের পোশাক }', 'title: Womens Wear'))).toEqual([]);
  });

  it('compares placeholders across languages', () => {
    const bad = edit('bn: "{title} নিয়ে জানতে চাই। {url}"', 'bn: "{titel} নিয়ে জানতে চাই। {url}"');
    expect(problems(bad)).toEqual([
      `messages.product.bn ${at(bad, '"{titel}')}: {title} is in the "en" text but not in the "bn" one: every language's text fills the same placeholders`,
      `messages.product.bn ${at(bad, '"{titel}')}: {titel} is in the "bn" text but not in the "en" one: every language's text fills the same placeholders`,
    ]);
  });

  it('refuses a text keyed by no language of the shop, and one without the default language', () => {
    const unknown = edit('menu: { en: Menu, bn: মেনু }', 'menu: { en: Menu, bn: মেনু, hi: मेनू }');
    expect(problems(unknown)).toEqual([
      `texts.nav.menu.hi ${at(unknown, 'hi:')}: "hi" is not one of the shop's languages (en, bn); a text per language is keyed by site.locale or a key of locales`,
    ]);
    const noDefault = edit('menu: { en: Menu, bn: মেনু }', 'menu: { bn: মেনু }');
    expect(problems(noDefault)).toEqual([
      `texts.nav.menu ${at(noDefault, '{ bn: মেনু }')}: no text in the default language ("en", site.lang): every text per language needs one`,
    ]);
  });

  it("checks each language's text as the plain text is checked", () => {
    const bad = edit('menu: { en: Menu, bn: মেনু }', 'menu: { en: Menu, bn: "  " }');
    expect(problems(bad)).toContain(`texts.nav.menu.bn ${at(bad, '"  "')}: expected a non-empty text, got "  "`);
  });

  it('keys the default language by site.locale, else by the language of site.lang', () => {
    const renamed = edit('  locale: en\n', '  locale: english\n').replaceAll('{ en:', '{ english:');
    expect(problems(renamed)).toEqual([]);
    const implied = edit('  locale: en\n', '');
    expect(problems(implied)).toEqual([]);
  });

  it('refuses a configured route under a language prefix, at its line', () => {
    const exact = edit('route: /saree', 'route: /bn');
    expect(problems(exact)).toEqual([
      `lists[0].route ${at(exact, '/bn,')}: "/bn" is under /bn, where the "bn" language's pages are (locales.bn); choose another route`,
    ]);
    const under = edit('route: /saree', 'route: /bn/saree');
    expect(problems(under)).toEqual([
      `lists[0].route ${at(under, '/bn/saree')}: "/bn/saree" is under /bn, where the "bn" language's pages are (locales.bn); choose another route`,
    ]);
    expect(problems(edit('route: /saree', 'route: /bnsaree'))).toEqual([]);
  });

  it("refuses a language key that is the default's or not id-like, at its key", () => {
    const withLocale = (key: string) => mutate(SPEC, '\ntheme:', `\nlocales:\n  ${key}: { lang: bn-IN, label: বাংলা }\n\ntheme:`);
    const same = withLocale('en');
    expect(problems(same)).toEqual([
      `locales.en ${at(same, 'en:', 'locales:')}: "en" is the default language's key (site.locale, else site.lang's language): the default language is site.lang, at the site's own addresses`,
    ]);
    const upper = withLocale('BN');
    expect(problems(upper)).toEqual([
      `locales.BN ${at(upper, 'BN:')}: "BN" is not a language key: lower-case letters, digits and dashes, as in its addresses (/bn/…)`,
    ]);
    expect(problems(withLocale('bn'))).toEqual([]);
  });

  it("refuses a language's tag that is not one, or that another language has", () => {
    const bad = edit('lang: bn-IN', 'lang: en-IN');
    expect(problems(bad)).toEqual([
      `locales.bn.lang ${at(bad, 'en-IN', 'locales:')}: "en-IN" is already site.lang's: two languages with one tag cannot be told apart (hreflang)`,
    ]);
    const notATag = edit('lang: bn-IN', 'lang: "bn IN"');
    expect(problems(notATag)).toEqual([`locales.bn.lang ${at(notATag, '"bn IN"')}: "bn IN" is not a language tag such as "bn-IN"`]);
  });

  it("lists the texts left to the engine's English defaults as warnings, for each language", () => {
    const result = loadCatalogue(TWO);
    if (!result.ok) throw new Error('the fixture loads');
    const english = result.warnings.filter((w) => !w.locale).map((w) => w.path.join('.'));
    const bengali = result.warnings.filter((w) => w.locale === 'bn').map((w) => w.path.join('.'));
    expect(english).toContain('texts.demoChanges');
    expect(bengali).toEqual(english);
    expect(result.warnings.every((w) => w.code === 'engine-default')).toBe(true);
  });

  it("lists the language switch's name only for a shop that has a switch", () => {
    const paths = (source: string) => {
      const result = loadCatalogue(source);
      if (!result.ok) throw new Error('the shop loads');
      return result.warnings.map((w) => w.path.join('.'));
    };
    expect(paths(TWO)).toContain('texts.topStrip.languages');
    expect(paths(SPEC)).not.toContain('texts.topStrip.languages');
    expect(paths(SPEC)).toContain('texts.demoChanges');
  });
});
