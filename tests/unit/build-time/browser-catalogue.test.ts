// @vitest-environment node
// The owners' e-mail addresses are build-time only, as the folders of `files` are: the rules hold them,
// no browser chunk does, whichever kinds the engine has.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildOnlyKeys, pageKinds, pageSlice, siteCatalogue } from '../../../src/build-time/browser-catalogue';
import { ENGINE_BUILD_ONLY_KEYS, type BuildOnlyKey, type SiteCatalogue } from '../../../src/catalogue/schema';
import { virtualModule } from '../../../scripts/vite/catalogue-plugin';
import { PAGE_CATALOGUE_PREFIX } from '../../../src/kinds/page-chunk';
import { kinds } from '../../../src/kinds/index';
import { renderRules } from '../../../scripts/firestore/render-rules';
import { SPEC, catalogueFrom } from '../../support/catalogue';

const OWNERS = ['rina.das@example.in', 'asha@shop.example'];
const shop = catalogueFrom(`${SPEC}\nowners:\n${OWNERS.map((o) => `  - ${o.toUpperCase()}`).join('\n')}\n`);
// The local part alone too: an address split or re-encoded in a chunk must not slip through.
const traces = (text: string) => OWNERS.flatMap((o) => [o, o.split('@')[0]!]).filter((t) => text.toLowerCase().includes(t));

describe('the browser catalogue', () => {
  it("leaves the owners out of every chunk's part: the site's and each kind's", () => {
    expect(shop.owners).toEqual(OWNERS);
    expect(renderRules(shop)).toContain(`'${OWNERS[0]}'`);
    const site = virtualModule('virtual:catalogue-site', shop);
    expect(site).toBeDefined();
    expect(traces(site!)).toEqual([]);
    expect(siteCatalogue(shop)).not.toHaveProperty('owners');
    for (const kind of pageKinds()) {
      const part = virtualModule(`${PAGE_CATALOGUE_PREFIX}${kind}`, shop);
      expect(part, kind).toBeDefined();
      expect(traces(part!), kind).toEqual([]);
      expect(pageSlice(shop, kind), kind).not.toHaveProperty('owners');
    }
    // Only the whole catalogue, which build-time code reads, has them.
    expect(traces(virtualModule('virtual:catalogue', shop)!)).not.toEqual([]);
  });

  it('counts the owners among the build-only keys (the owner kind’s), beside the engine’s files, which no kind may read', () => {
    expect(ENGINE_BUILD_ONLY_KEYS).toEqual(['files']);
    expect(buildOnlyKeys([])).toEqual(['files']);
    expect(buildOnlyKeys(kinds)).toEqual(['files', 'owners']);
    // A kind naming one of them too changes nothing.
    expect(buildOnlyKeys([{ buildOnly: ['files'] }, { buildOnly: ['showcases'] }])).toEqual(['files', 'showcases']);
    expectTypeOf<'owners'>().toExtend<BuildOnlyKey>();
    expectTypeOf<SiteCatalogue>().not.toHaveProperty('owners');
    expectTypeOf<SiteCatalogue>().not.toHaveProperty('files');
  });
});
