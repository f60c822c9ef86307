// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WebPage, WithContext } from 'schema-dts';
import { languageCatalogue } from '../../../src/build-time/language-catalogue';
import { webPageData } from '../../../src/structured-data/web-page';
import { jsonLd } from '../../../src/structured-data/json-ld';
import { notFoundEntry } from '../../../src/site/route-table';
import { loadedCatalogue, specCatalogue } from '../../support/catalogue';

const TWO = loadedCatalogue(readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8'));

describe('the WebPage node', () => {
  it("gives each page of a shop of two languages its language's tag, as inLanguage", () => {
    for (const [key, lang] of [
      ['en', 'en-IN'],
      ['bn', 'bn-IN'],
    ] as const) {
      const c = languageCatalogue(TWO, key);
      const saree = c.pages.find((p) => p.id === 'saree')!;
      const data = JSON.parse(jsonLd(webPageData(c, saree)!)) as Exclude<WithContext<WebPage>, string>;
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage', inLanguage: lang });
      expect(data.name).toContain(saree.title);
    }
    const missing = webPageData(languageCatalogue(TWO, 'bn'), notFoundEntry(languageCatalogue(TWO, 'bn')))!;
    expect(missing).not.toHaveProperty('url');
    expect(missing.inLanguage).toBe('bn-IN');
  });

  it('is not there in a shop of one language', () => {
    const c = specCatalogue();
    for (const page of c.pages) expect(webPageData(c, page)).toBeUndefined();
  });
});
