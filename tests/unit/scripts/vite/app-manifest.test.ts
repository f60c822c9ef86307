// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, mutate } from '../../../support/catalogue';
import { appInstallTags } from '../../../../scripts/vite/app-install-files';
import { appManifest } from '../../../../scripts/vite/app-manifest';

const APP = 'app: { shortName: Vastra Bhandar, icon: /favicon.svg }';

describe('the web app manifest', () => {
  it("takes the shop's names, language and colours from the config", () => {
    let yaml = mutate(SPEC, APP, 'app: { shortName: Saree Hut, icon: /favicon.svg }');
    yaml = mutate(yaml, '  title: Demo Vastra Bhandar', '  title: Saree Hut of Nadia');
    yaml = mutate(yaml, '  lang: en-IN ', '  lang: bn-IN ');
    yaml = mutate(yaml, 'brand: "#7a1f3d"', 'brand: "#1d4ed8"');
    yaml = mutate(yaml, 'background: "#fffaf5"', 'background: "#f5faff"');
    const catalogue = loadedCatalogue(yaml);
    expect(appManifest(catalogue)).toEqual({
      id: '/',
      name: 'Saree Hut of Nadia',
      short_name: 'Saree Hut',
      description: catalogue.site.description,
      lang: 'bn-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#f5faff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("is linked from every page's head, with the iOS home-screen icon", () => {
    expect(appInstallTags(loadedCatalogue(SPEC))).toEqual([
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
    ]);
  });

  it('is left out, links and all, when the shop sets no site.app', () => {
    const catalogue = loadedCatalogue(mutate(SPEC, APP, ''));
    expect(appManifest(catalogue)).toBeUndefined();
    expect(appInstallTags(catalogue)).toEqual([]);
  });
});
