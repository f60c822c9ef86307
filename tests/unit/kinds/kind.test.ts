// @vitest-environment node
// What a kind declares about all its pages (kind.ts), as each consumer reads it: the page index carries
// it, the head, robots.txt and the sitemap keep `noindex` pages from search, the build writes a
// `clientShell` page with nothing to hydrate, the worker lets it through, and build-only keys never ship.
import { describe, expect, it } from 'vitest';
import { withKindFacts } from '../../../src/build-time/page-index';
import { buildOnlyKeys, siteCatalogue } from '../../../src/build-time/browser-catalogue';
import { pageEntry } from '../../../src/kinds/kind';
import { pageHead } from '../../../src/site/head';
import { indexedRoutes, robotsTxt } from '../../../scripts/build/sitemap';
import { workerSettings } from '../../../scripts/build/service-worker';
import { pageHtml } from '../../../scripts/build/page-file';
import { passesThrough } from '../../../src/sw/settings';
import { specCatalogue } from '../../support/catalogue';

const spec = specCatalogue();
const inbox = pageEntry('inbox', { id: 'inbox', route: '/owner', title: 'Enquiries' }, ['inbox']);
const owner = withKindFacts({ noindex: true, clientShell: true }, inbox);
const home = spec.pages[0]!;

describe('a kind’s facts about its pages', () => {
  it('reach every page of the kind through the page index, and only where the kind says so', () => {
    expect(owner).toMatchObject({ noindex: true, clientShell: true });
    expect(withKindFacts({}, inbox)).toEqual(inbox);
    for (const page of spec.pages) expect([page.noindex, page.clientShell], page.id).toEqual([undefined, undefined]);
  });

  it('keep a noindex page from search: robots meta, no canonical link, disallowed, not in the sitemap', () => {
    const head = pageHead(spec, owner);
    expect(head).toContainEqual({ tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' });
    expect(head.some((t) => t.tag === 'link' && t.rel === 'canonical')).toBe(false);
    expect(pageHead(spec, home).some((t) => t.tag === 'meta' && t.key === 'robots')).toBe(false);
    expect(robotsTxt('https://shop.example', [home, owner])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /owner\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
    expect(indexedRoutes([home, owner])).toEqual([home.route]);
  });

  it('write a client-shell page with no markup and no data to hydrate, and let it through the worker', () => {
    const template = '<html><head><title>x</title><meta name="description" content="d"></head><body><div id="root"></div></body></html>';
    const html = pageHtml(template, { lang: 'en-IN', head: pageHead(spec, owner), styles: '', html: '' }, 'data-id');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-id');
    const offline = spec.site.offline;
    if (!offline) throw new Error('the spec keeps pages offline');
    const settings = workerSettings(offline, { pages: [home, owner] });
    expect(settings.passThrough).toEqual(['/owner']);
    expect(['/owner', '/owner/enquiries/7', '/owners', '/'].map((path) => passesThrough(settings, path))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('never ship build-only keys: the site’s catalogue leaves out the folders and each kind’s own', () => {
    expect(buildOnlyKeys([{}, { buildOnly: ['owners'] }])).toEqual(['files', 'owners']);
    expect(siteCatalogue(spec)).not.toHaveProperty('files');
  });
});
