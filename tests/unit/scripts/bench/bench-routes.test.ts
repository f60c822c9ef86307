import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, loadedCatalogue, specCatalogue } from '../../../support/catalogue.ts';
import { benchRoutes } from '../../../../scripts/bench/bench-routes.ts';
import { languageLcp } from '../../../../scripts/bench/report.ts';
import type { LighthouseResult } from '../../../../scripts/bench/lighthouse-run.ts';

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

describe('bench routes of a shop in two languages', () => {
  it("measure the first list in each other language beside the default's, and compare their LCP", () => {
    const two = loadedCatalogue(readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8'));
    const routes = benchRoutes(two);
    expect(routes.languages).toEqual([{ route: '/bn/saree', default: '/saree' }]);
    expect(routes.lighthouse).toContain('/bn/saree');
    expect(routes.transfer).toContain('/bn/saree');
    expect(routes.lists).toContain('/bn/saree');
    const result = (page: string, lcpMs: number) => ({ page, median: { lcpMs } }) as unknown as LighthouseResult;
    expect(languageLcp([result('demo /saree', 2000), result('demo /bn/saree', 2100)], routes.languages)).toContain(
      'demo /bn/saree: LCP 2100 ms, 1.05x demo /saree',
    );
    expect(languageLcp([result('demo /saree', 2000)], [])).toBe('');
  });
});
