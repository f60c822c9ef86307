import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, specCatalogue } from '../../../support/catalogue.ts';
import { benchRoutes } from '../../../../scripts/bench/bench-routes.ts';
import type { ImageBytes } from '../../../../scripts/bench/image-bytes.ts';
import { imageTable } from '../../../../scripts/bench/image-report.ts';

const row = (page: string, kb: number, requests: number, pageHeight: number): ImageBytes => ({
  page,
  bytes: kb * 1024,
  requests,
  firstScreenBytes: kb * 2048,
  firstScreenImages: requests * 2,
  pageHeight,
  log: [],
});

describe('image figures of the benchmark', () => {
  it("are taken on the home page and the first two lists: the specification's, and any other shop's", () => {
    expect(benchRoutes(specCatalogue()).images).toEqual(['/', '/saree', '/Churidar']);
    const shoes = catalogueFrom(readFileSync('examples/shoe-shop/catalogue.config.yaml', 'utf8'));
    expect(benchRoutes(shoes).images).toEqual(['/', '/men/formal-shoes', '/men/trainers']);
  });

  it('put each site in a column and each route in a row, heights included', () => {
    const lines = imageTable({ 'at c8e0087': [row('/saree', 2.3, 4, 43792)], now: [row('/saree', 120, 6, 19000)] }).split('\n');
    expect(lines[0]).toContain('at most 400.0 KB');
    expect(lines[1]).toMatch(/^route\s+at c8e0087 KB\s+now KB\s+first screen KB\s+imgs\s+at c8e0087 height px\s+now height px$/);
    expect(lines[2]).toMatch(/^\/saree\s+2\.3 \(4\)\s+120\.0 \(6\)\s+240\.0\s+12\s+43792\s+19000$/);
  });
});
