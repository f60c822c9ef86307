import { describe, expect, it } from 'vitest';
import { SHIPPED, mutate, positionOf, problems, shippedCatalogue } from '../../support/catalogue';

const SAREE = '{ id: saree, title: Saree, route: /saree, collection: Saree, parent: womens-wear, limit: 78';
const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

describe('loading catalogue.config.yaml', () => {
  it('accepts the shipped file', () => {
    expect(problems(SHIPPED)).toEqual([]);
    const c = shippedCatalogue();
    expect(c.lists).toHaveLength(24);
    expect(c.lists.find((l) => l.id === 'ladies-bag')?.price).toBe(true);
    expect(c.lists.filter((l) => l.price)).toHaveLength(1);
  });

  it('reports an empty file', () => {
    expect(problems('')).toEqual(['(root): the file is empty; start from the shipped catalogue.config.yaml']);
    expect(problems('# only a comment\n')).toHaveLength(1);
  });

  it('reports YAML syntax errors with their line', () => {
    const bad = mutate(SHIPPED, 'messages:\n  shop:', 'messages:\n  shop: [unclosed\n  x:');
    const out = problems(bad);
    expect(out.length).toBeGreaterThan(0);
    expect(out[0]).toMatch(/^\(root\) \(line \d+, col \d+\): YAML syntax error: /);
    const line = Number(/line (\d+)/.exec(out[0]!)![1]);
    expect(line).toBeGreaterThanOrEqual(positionOf(bad, 'shop: [unclosed').line);
  });

  it('names the path, line and column of a wrong value, and what was expected', () => {
    const bad = mutate(SHIPPED, `${SAREE},`, `${SAREE.replace('limit: 78', 'limit: many')},`);
    expect(problems(bad)).toEqual([
      `lists[0].limit ${at(bad, 'many')}: expected a whole number from 1 to 10000, got "many"`,
    ]);
  });

  it('rejects a limit below 1', () => {
    const bad = mutate(SHIPPED, 'limit: 431', 'limit: 0');
    expect(problems(bad)).toEqual([`lists[1].limit ${at(bad, '0', 'limit: 0')}: expected a whole number >= 1, got 0`]);
  });

  it('rejects unknown keys and suggests the intended one', () => {
    const bad = mutate(SHIPPED, 'search: [title], price: false }', 'serch: [title], price: false }');
    expect(problems(bad)).toEqual([`lists[22].serch ${at(bad, 'serch')}: unknown key "serch" (did you mean "search"?)`]);
  });

  it('rejects search fields other than title and des', () => {
    const bad = mutate(SHIPPED, 'search: [title], price: false }', 'search: [title, price], price: false }');
    expect(problems(bad)).toEqual([
      `lists[22].search[1] ${at(bad, 'price]')}: expected one of "title", "des", got "price"`,
    ]);
  });

  it('rejects routes without a leading slash', () => {
    const bad = mutate(SHIPPED, 'route: /kurti,', 'route: kurti,');
    expect(problems(bad)).toEqual([`lists[6].route ${at(bad, 'kurti, collection')}: expected a route starting with "/", got "kurti"`]);
  });

  it('reports a missing required key at its mapping', () => {
    const bad = mutate(SHIPPED, 'collection: Kurti, ', '');
    expect(problems(bad)).toEqual([
      `lists[6].collection ${at(bad, '{ id: kurti')}: missing required key "collection" (expected a collection name of letters, digits, "-", "_", "." and single spaces)`,
    ]);
  });

  it('reports an unknown parent category, with a suggestion', () => {
    const bad = mutate(SHIPPED, 'collection: Kurti, parent: womens-wear', 'collection: Kurti, parent: womenswear');
    expect(problems(bad)).toEqual([
      `lists[6].parent ${at(bad, 'womenswear')}: "womenswear" names no category (did you mean "womens-wear"?)`,
    ]);
  });

  it('reports a card target that names no page', () => {
    const bad = mutate(SHIPPED, 'to: wallet,', 'to: walet,');
    expect(problems(bad)).toEqual([
      `categories[3].cards[4].to ${at(bad, 'walet')}: "walet" names no page (did you mean "wallet"?)`,
    ]);
  });

  it('reports duplicate ids, naming the first use', () => {
    const extra = '  - { id: churidar, title: Churidar Two, route: /churidar-2, collection: Churidar, parent: womens-wear, limit: 10 }\n';
    const bad = mutate(SHIPPED, '  # Mens wear\n', `${extra}  # Mens wear\n`);
    expect(problems(bad)).toEqual([`lists[7].id ${at(bad, 'churidar', extra)}: id "churidar" is already used by lists[1]`]);
  });

  it('reports duplicate routes, naming both entries (case-insensitively)', () => {
    const bad = mutate(SHIPPED, 'route: /kurti,', 'route: /CHURIDAR,');
    expect(problems(bad)).toEqual([
      `lists[6].route ${at(bad, '/CHURIDAR')}: route "/CHURIDAR" is already used by lists[1]`,
    ]);
  });

  it('reports unknown placeholders in chat messages', () => {
    const bad = mutate(SHIPPED, 'shop: I want to shop at {shop}.', 'shop: I want to shop at {shpo}.');
    expect(problems(bad)).toEqual([
      `messages.shop ${at(bad, 'I want to shop at {shpo}.')}: unknown placeholder {shpo}; use {shop}, {title} or {url}`,
    ]);
  });

  it('reports every shape problem at once', () => {
    let bad = mutate(SHIPPED, 'limit: 431', 'limit: lots');
    bad = mutate(bad, 'limit: 134, search: [title, des], price: true', 'limit: 134, search: [title, des], price: yes please');
    expect(problems(bad)).toHaveLength(2);
  });
});
