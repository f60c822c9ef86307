// @vitest-environment node
// The owner's pages exist only for a shop with owners: drawn in the browser, kept from search, passed
// through by the worker, served for every address under them, and with sign-in's sources and WebAssembly (the
// photo encoders) in their CSP alone.
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/build-time/load';
import { renderHostingJson } from '../../../../scripts/hosting/hosting-json';
import { headersFor } from '../../../../scripts/hosting/path-rules';
import { parseHosting } from '../../../../scripts/hosting/hosting-config';
import { readFirebaseSettings } from '../../../../src/data/firestore/settings';
import { readOwnerFirebaseSettings } from '../../../../src/data/owner/settings';
import { AUTH_ORIGINS, STORAGE_UPLOAD_ORIGIN } from '../../../../scripts/hosting/security-headers';
import { SPEC, catalogueFrom, specCatalogue } from '../../../support/catalogue';

const withOwners = `${SPEC}\nowners:\n  - Owner@Shop.example\nowner:\n  route: /shop-desk\n`;
const settings = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_APP_ID: 'a' });
const paths = { public: 'dist', rules: 'firestore.rules', indexes: 'firestore.indexes.json', storageRules: 'storage.rules' };
const csp = (hosting: ReturnType<typeof parseHosting>, path: string) => headersFor(path, hosting.headers)['content-security-policy'] ?? '';
const directive = (hosting: ReturnType<typeof parseHosting>, path: string, name: string) =>
  csp(hosting, path)
    .split('; ')
    .find((d) => d.startsWith(`${name} `)) ?? '';
const hostingOf = (json: string) => parseHosting((JSON.parse(json) as { hosting: unknown }).hosting);

describe('the owner kind', () => {
  it('has a page only with owners, at the route the YAML sets, kept from search and drawn in the browser', () => {
    expect(specCatalogue().pages.some((p) => p.kind === 'owner')).toBe(false);
    const shop = catalogueFrom(withOwners);
    expect(shop.pages.find((p) => p.kind === 'owner')).toMatchObject({ route: '/shop-desk', noindex: true, clientShell: true });
    expect(shop.callingCode).toBe('91');
  });

  it('lists the engine defaults of its words only when its page exists', () => {
    const spec = loadCatalogue(SPEC);
    const owned = loadCatalogue(withOwners);
    if (!spec.ok || !owned.ok) throw new Error('both load');
    expect(spec.warnings.filter((w) => w.path[0] === 'owner')).toEqual([]);
    expect(owned.warnings.filter((w) => w.path[0] === 'owner').length).toBeGreaterThan(50);
  });

  it('serves every address under the page with its file, and gives sign-in its sources on those paths alone', () => {
    const shop = catalogueFrom(withOwners);
    const hosting = hostingOf(renderHostingJson(shop, settings, paths));
    expect(hosting.rewrites).toEqual([{ source: '/shop-desk/**', destination: '/shop-desk.html' }]);
    for (const path of ['/shop-desk', '/shop-desk/7']) for (const origin of AUTH_ORIGINS) expect(csp(hosting, path)).toContain(origin);
    for (const path of ['/', '/saree']) for (const origin of AUTH_ORIGINS) expect(csp(hosting, path)).not.toContain(origin);
    // Demo mode signs in with no network: only WebAssembly, for the photo encoders, is added.
    const demo = hostingOf(renderHostingJson(shop, null, paths));
    expect(csp(demo, '/shop-desk')).toBe(csp(demo, '/').replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    for (const hosts of [hosting, demo]) {
      for (const path of ['/shop-desk', '/shop-desk/7']) expect(directive(hosts, path, 'script-src')).toContain("'wasm-unsafe-eval'");
      for (const path of ['/', '/saree', '/sw.js']) expect(csp(hosts, path)).not.toContain('wasm');
    }
    // A test build signs in on a local Authentication emulator, and only there; Google's redirect frame follows the auth domain.
    const local = readOwnerFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'shop-1',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_AUTH_DOMAIN: 'shop.example',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:8189',
    });
    const emulated = hostingOf(renderHostingJson(shop, local, paths));
    expect(csp(emulated, '/shop-desk')).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:8189[ ;]/);
    expect(directive(emulated, '/shop-desk', 'frame-src')).toContain("'self' https://shop.example");
    for (const origin of AUTH_ORIGINS) expect(csp(emulated, '/shop-desk')).not.toContain(origin);
    expect(csp(emulated, '/')).not.toContain('8189');
    expect(directive(hosting, '/shop-desk', 'frame-src')).toContain("'self' https://shop-1.firebaseapp.com");
    // A shop without owners has no rewrite at all, so its firebase.json is as before.
    expect(JSON.parse(renderHostingJson(specCatalogue(), settings, paths))).not.toHaveProperty('hosting.rewrites');
  });

  it("lets the owner's paths alone upload photos to the Storage endpoint, once the build names a bucket", () => {
    const shop = catalogueFrom(withOwners);
    const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_APP_ID: 'a' };
    const withBucket = readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.firebasestorage.app' });
    const hosting = hostingOf(renderHostingJson(shop, withBucket, paths));
    for (const path of ['/shop-desk', '/shop-desk/new']) expect(directive(hosting, path, 'connect-src')).toContain(STORAGE_UPLOAD_ORIGIN);
    for (const path of ['/', '/saree', '/sw.js']) expect(csp(hosting, path)).not.toContain(STORAGE_UPLOAD_ORIGIN);
    // Without a bucket there is nothing to upload to.
    expect(csp(hostingOf(renderHostingJson(shop, readOwnerFirebaseSettings(project), paths)), '/shop-desk')).not.toContain(
      'firebasestorage',
    );
    // A test build uploads to a local stand-in, and only there.
    const local = readOwnerFirebaseSettings({
      ...project,
      VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.firebasestorage.app',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    });
    const emulated = hostingOf(renderHostingJson(shop, local, paths));
    expect(directive(emulated, '/shop-desk', 'connect-src').split(' ')).toContain('http://127.0.0.1:9199');
    expect(csp(emulated, '/shop-desk')).not.toContain(STORAGE_UPLOAD_ORIGIN);
    expect(csp(emulated, '/')).not.toContain('9199');
  });
});
