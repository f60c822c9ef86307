import { describe, expect, it } from 'vitest';
import { SPEC, mutate, positionOf, problems, specCatalogue } from '../../support/catalogue';
import { minimalCatalogue } from '../../support/minimal-catalogue';

// Located problems are checked on a small shop of four lists that this file writes: each expected
// line and column is found in that text, never taken from the specification's or the owner's file.
const SHOP = minimalCatalogue({
  lists: `
  - { id: saree, title: Saree, route: /saree, collection: Saree, parent: womens-wear, limit: 78 }
  - { id: churidar, title: Churidar, route: /Churidar, collection: Churidar, parent: womens-wear, limit: 431 }
  - { id: kurti, title: Kurti, route: /kurti, collection: Kurti, parent: womens-wear, limit: 431, search: [title], price: false }
  - { id: wallet, title: Wallet, route: /wallet, collection: Wallet Bag, parent: womens-wear, limit: 134, price: true }`,
});
const edit = (find: string, replace: string) => mutate(SHOP, find, replace);
const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

describe('loading catalogue.config.yaml', () => {
  it("accepts the specification's file", () => {
    expect(problems(SPEC)).toEqual([]);
    const c = specCatalogue();
    expect(c.lists).toHaveLength(24);
    expect(c.lists.find((l) => l.id === 'ladies-bag')?.price).toBe(true);
    expect(c.lists.filter((l) => l.price)).toHaveLength(1);
  });

  it('accepts the small shop the tests below break', () => {
    expect(problems(minimalCatalogue())).toEqual([]);
    expect(problems(SHOP)).toEqual([]);
  });

  it('reports an empty file', () => {
    expect(problems('')).toEqual(['(root): the file is empty; start from the shipped catalogue.config.yaml']);
    expect(problems('# only a comment\n')).toHaveLength(1);
  });

  it('reports YAML syntax errors with their line', () => {
    const bad = edit('messages:\n  shop:', 'messages:\n  shop: [unclosed\n  x:');
    const out = problems(bad);
    expect(out.length).toBeGreaterThan(0);
    expect(out[0]).toMatch(/^\(root\) \(line \d+, col \d+\): YAML syntax error: /);
    const line = Number(/line (\d+)/.exec(out[0]!)![1]);
    expect(line).toBeGreaterThanOrEqual(positionOf(bad, 'shop: [unclosed').line);
  });

  it('names the path, line and column of a wrong value, and what was expected', () => {
    const bad = edit('limit: 78', 'limit: many');
    expect(problems(bad)).toEqual([`lists[0].limit ${at(bad, 'many')}: expected a whole number from 1 to 10000, got "many"`]);
  });

  it('rejects a limit below 1', () => {
    const bad = edit('limit: 431 }', 'limit: 0 }');
    expect(problems(bad)).toEqual([`lists[1].limit ${at(bad, '0', 'limit: 0')}: expected a whole number >= 1, got 0`]);
  });

  it('rejects unknown keys and suggests the intended one', () => {
    const bad = edit('search: [title], price: false }', 'serch: [title], price: false }');
    expect(problems(bad)).toEqual([`lists[2].serch ${at(bad, 'serch')}: unknown key "serch" (did you mean "search"?)`]);
  });

  it('rejects search fields other than title and des', () => {
    const bad = edit('search: [title], price: false }', 'search: [title, price], price: false }');
    expect(problems(bad)).toEqual([`lists[2].search[1] ${at(bad, 'price]')}: expected one of "title", "des", got "price"`]);
  });

  it('rejects routes without a leading slash', () => {
    const bad = edit('route: /kurti,', 'route: kurti,');
    expect(problems(bad)).toEqual([`lists[2].route ${at(bad, 'kurti, collection')}: expected a route starting with "/", got "kurti"`]);
  });

  it('reports a missing required key at its mapping', () => {
    const bad = edit('collection: Kurti, ', '');
    expect(problems(bad)).toEqual([
      `lists[2].collection ${at(bad, '{ id: kurti')}: missing required key "collection" (expected a collection name of letters, digits, "-", "_", "." and single spaces)`,
    ]);
  });

  it('reports an unknown parent category, with a suggestion', () => {
    const bad = edit('collection: Kurti, parent: womens-wear', 'collection: Kurti, parent: womenswear');
    expect(problems(bad)).toEqual([
      `lists[2].parent ${at(bad, 'womenswear')}: "womenswear" names no category (did you mean "womens-wear"?)`,
    ]);
  });

  it('reports a card target that names no page', () => {
    const bad = edit('to: saree,', 'to: walet,');
    expect(problems(bad)).toEqual([`categories[0].cards[0].to ${at(bad, 'walet')}: "walet" names no page (did you mean "wallet"?)`]);
  });

  it('reports duplicate ids, naming the first use', () => {
    const extra = '  - { id: churidar, title: Churidar Two, route: /churidar-2, collection: Churidar, parent: womens-wear, limit: 10 }\n';
    const bad = edit('  - { id: wallet,', `${extra}  - { id: wallet,`);
    expect(problems(bad)).toEqual([`lists[3].id ${at(bad, 'churidar', extra)}: id "churidar" is already used by lists[1]`]);
  });

  it('reports duplicate routes, naming both entries (case-insensitively)', () => {
    const bad = edit('route: /kurti,', 'route: /CHURIDAR,');
    expect(problems(bad)).toEqual([`lists[2].route ${at(bad, '/CHURIDAR')}: route "/CHURIDAR" is already used by lists[1]`]);
  });

  it('reports unknown placeholders in chat messages', () => {
    const bad = edit('shop: I want to shop at {shop}.', 'shop: I want to shop at {shpo}.');
    expect(problems(bad)).toEqual([
      `messages.shop ${at(bad, 'I want to shop at {shpo}.')}: unknown placeholder {shpo} (did you mean {shop}?); use {shop}, {title} or {url}`,
    ]);
  });

  it('reports every shape problem at once', () => {
    const bad = mutate(edit('limit: 431 }', 'limit: lots }'), 'limit: 134, price: true', 'limit: 134, price: yes please');
    expect(problems(bad)).toEqual([
      expect.stringMatching(/^lists\[1\]\.limit \(line \d+, col \d+\): expected a whole number/),
      expect.stringMatching(/^lists\[3\]\.price \(line \d+, col \d+\): expected true or false/),
    ]);
  });
});
