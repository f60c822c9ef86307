import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, specCatalogue } from '../../../support/catalogue.ts';
import { benchRoutes } from '../../../../scripts/bench/bench-routes.ts';

describe('the pages the benchmark judges', () => {
  it("are the specification's five, the enquiry page among them, and know which are lists", () => {
    const routes = benchRoutes(specCatalogue());
    expect(routes.lighthouse).toEqual(['/', '/saree', '/Churidar', '/contact-us', '/Enqueries']);
    expect(routes.lists).toEqual(['/saree', '/Churidar']);
    expect(routes.transfer).toContain('/Enqueries');
    expect(routes.list).toBe('/Churidar');
    expect(routes.repeat).toBe('/saree');
  });

  it("come from any shop's catalogue, without pages it does not have", () => {
    const shoes = benchRoutes(catalogueFrom(readFileSync('examples/shoe-shop/catalogue.config.yaml', 'utf8')));
    expect(shoes.lighthouse[0]).toBe('/');
    expect(shoes.lists.every((r) => shoes.lighthouse.includes(r))).toBe(true);
    expect(shoes.lighthouse).not.toContain(undefined);
  });
});
