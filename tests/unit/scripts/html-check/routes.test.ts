// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFile, LANGUAGES_CONFIG, SPEC_CONFIG } from '../../../../scripts/catalogue/catalogue-file';
import { checkedRoutes, UNKNOWN_PATH } from '../../../../scripts/html-check/routes';
import { SPEC, mutate } from '../../../support/catalogue';

/** The specification's shop with owners, in a file of its own (its folders made absolute). */
function specWithOwners(): string {
  const yaml = mutate(
    mutate(SPEC, 'public: ../../../public', `public: ${resolve('public')}`),
    'demoData: demo-data',
    `demoData: ${resolve(dirname(SPEC_CONFIG), 'demo-data')}`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'html-check-owners-')), 'catalogue.config.yaml');
  writeFileSync(file, `${yaml}\nowners: [rina@example.in]\n`);
  return file;
}

describe('the routes check-html opens', () => {
  it('are every route and an unknown path; the specification has no shell', () => {
    const { paths, shells } = checkedRoutes(catalogueFile(SPEC_CONFIG));
    expect(paths).toContain('/');
    expect(paths).toContain('/Enqueries');
    expect(paths.at(-1)).toBe(UNKNOWN_PATH);
    expect(paths).not.toContain('*');
    expect(shells).toEqual([]);
  });

  it("include the owner's shell when the shop has owners, named as a shell", () => {
    const { paths, shells } = checkedRoutes(catalogueFile(specWithOwners()));
    expect(shells).toEqual(['/owner']);
    expect(paths).toContain('/owner');
  });

  it('are every route in each language of a shop with locales, with an unknown path under each prefix', () => {
    const { paths, shells } = checkedRoutes(catalogueFile(LANGUAGES_CONFIG));
    const english = paths.filter((path) => !path.startsWith('/bn'));
    expect(paths.filter((path) => path.startsWith('/bn'))).toEqual(english.map((path) => (path === '/' ? '/bn' : `/bn${path}`)));
    expect(paths).toContain('/bn/saree');
    expect(paths).toContain(UNKNOWN_PATH);
    expect(paths.at(-1)).toBe(`/bn${UNKNOWN_PATH}`);
    expect(shells).toEqual(['/owner', '/bn/owner']);
  });
});
