// The site's service worker, bundled and given its precache list by the build after pre-rendering
// (scripts/build/service-worker.ts). Workbox does the caching; this file only says what goes where.
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { fromInstallFirst, heldByOlderInstalls, installCacheName, retireInstallCaches, withoutQuery } from './install-cache';
import { installUrls, languageOf, languageUrls } from './language-parts';
import { photosWithCors } from './photos-with-cors';
import { CACHE_PREFIX, KEEP_MESSAGE, offlineUrlFor, passesThrough, type KeepMessage, type WorkerSettings } from './settings';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
declare const __CATALOGUE_WORKER__: WorkerSettings;
const settings = __CATALOGUE_WORKER__;
// Written once: the build replaces exactly one mention with the list of files kept at install.
const manifest = self.__WB_MANIFEST;

const names = {
  install: installCacheName(manifest),
  pages: `${CACHE_PREFIX}-pages`,
  assets: `${CACHE_PREFIX}-assets`,
  photos: `${CACHE_PREFIX}-photos`,
  files: `${CACHE_PREFIX}-files`,
};
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');

// What a release keeps at install: no expiry, no quota purge; the next release's worker replaces it.
const keptAtInstall = new CacheFirst({ cacheName: names.install, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });
// Pages: from the cache at once, refreshed in the background for the next visit. `?q=` searches are
// drawn by the page itself: each page is kept once, under its address without the query, and every
// visit refreshes that one copy (ignoreSearch would keep each variant and answer with the oldest).
const pages = new StaleWhileRevalidate({
  cacheName: names.pages,
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(withoutQuery(request.url)) },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...settings.pages, purgeOnQuotaError: true }),
  ],
});
// Hashed files never change. No age limit: a kept page must never outlive its scripts, and a release's
// files are gone from hosting after the next deploy, so the copies here are the only ones left.
const assets = new CacheFirst({
  cacheName: names.assets,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1000, purgeOnQuotaError: true })],
});
// Product photos (any host) and their resized copies, kept as they are shown: never the whole set.
// Only a 200 is kept: a 404 (a resized copy not written yet) must be asked again at the next visit.
const photos = new CacheFirst({
  cacheName: names.photos,
  plugins: [
    photosWithCors(sameOrigin),
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...settings.photos, purgeOnQuotaError: true }),
  ],
});
// The manifest and other root files: current when online, there when not.
const files = new StaleWhileRevalidate({ cacheName: names.files, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });

// What the worker keeps at install (see below): hashed code, pages, and root files (favicon, manifest, icons).
const entries = manifest.map((entry) => entry.url);
const isPage = (url: string) => !/\.[a-z0-9]+$/i.test(url.split('/').pop() ?? '');
const rootFiles = new Set(entries.filter((url) => !url.startsWith('/assets/') && !isPage(url)));

// Pages drawn in the browser only go to the network as if there were no worker.
const page = fromInstallFirst(names.install, pages);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !passesThrough(settings, url.pathname),
  (options) => {
    keepLanguagesOf(options.event, [options.url.pathname]);
    return page(options);
  },
);
registerRoute(({ url }) => isAsset(url), fromInstallFirst(names.install, assets));
registerRoute(
  ({ request, url }) => sameOrigin(url) && (rootFiles.has(url.pathname) || request.destination === 'manifest'),
  fromInstallFirst(names.install, files),
);
registerRoute(({ request }) => request.destination === 'image', photos);

// A page neither kept nor reachable: the offline page, in the site's chrome, with the shop's phones.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  // A language the visitor never opened has no offline page kept: another language's shows the phones rather
  // than the browser's error (its code stays unstarted: that address's texts are not kept either).
  const urls = new Set([
    offlineUrlFor(settings, new URL(request.url).pathname),
    settings.offlineUrl,
    ...Object.values(settings.offlineUrls ?? {}),
  ]);
  let offline: Response | undefined;
  for (const url of urls) offline ??= await caches.match(url, { cacheName: names.install, ignoreVary: true });
  return offline ?? Response.error();
});

const keepAll = (event: ExtendableEvent, urls: string[]) =>
  Promise.all(urls.map((url) => keptAtInstall.handleAll({ event, request: new Request(url) })[1]));

// A shop with `locales`: each language's own pages and texts are kept only for the languages the visitor
// uses, so a Bengali visitor never downloads the English ones, nor the reverse (language-parts.ts).
const keptLanguages = new Set<string>();
/** The languages of the open windows (the page that registered the worker among them) and of older releases' kept parts. */
async function visitorLanguages(): Promise<Set<string>> {
  if (!settings.languageUrls) return new Set();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const prefixes = Object.keys(settings.languageUrls);
  const before = await heldByOlderInstalls(
    names.install,
    prefixes.map((prefix) => offlineUrlFor(settings, prefix || '/')),
  );
  const used = new Set([
    ...windows.map((client) => languageOf(settings, new URL(client.url).pathname)),
    ...prefixes.filter((prefix) => before.has(offlineUrlFor(settings, prefix || '/'))),
  ]);
  return used.size ? used : new Set(['']);
}
/** Keeps, into the install cache, the parts of the languages of `pathnames` this worker has not kept yet. */
function keepLanguagesOf(event: ExtendableEvent, pathnames: string[]) {
  if (!settings.languageUrls) return;
  const fresh = [...new Set(pathnames.map((pathname) => languageOf(settings, pathname)))].filter((prefix) => !keptLanguages.has(prefix));
  if (!fresh.length) return;
  fresh.forEach((prefix) => keptLanguages.add(prefix));
  // Offline or failed: tried again at the next page of that language.
  const failed = () => fresh.forEach((prefix) => keptLanguages.delete(prefix));
  event.waitUntil(
    keepAll(
      event,
      fresh.flatMap((prefix) => languageUrls(settings, prefix)),
    ).catch(failed),
  );
}

// At install: the chrome's files, the contact, showroom and offline pages and their code, so the
// shop's phones and addresses are there with no signal even on the first offline attempt, however
// many other pages were opened since and however long ago.
self.addEventListener('install', (event) => {
  event.waitUntil(
    visitorLanguages().then((prefixes) => {
      prefixes.forEach((prefix) => keptLanguages.add(prefix));
      return keepAll(event, installUrls(settings, entries, prefixes));
    }),
  );
});

// The page the worker was installed from (and pages opened in the app since) loaded before the worker
// saw them: the page says what it used, and the worker keeps it like any other (see app/register-worker.ts).
self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepMessage> | null;
  if (message?.type !== KEEP_MESSAGE) return;
  const keep = (strategy: Strategy, urls: string[] = [], init?: RequestInit) =>
    urls.map((url) => strategy.handleAll({ event, request: new Request(url, init) })[1].catch(() => undefined));
  keepLanguagesOf(
    event,
    (message.pages ?? []).map((url) => new URL(url).pathname),
  );
  event.waitUntil(
    Promise.all([
      ...keep(
        pages,
        message.pages?.filter((url) => !passesThrough(settings, new URL(url).pathname)),
      ),
      ...keep(
        assets,
        message.assets?.filter((url) => isAsset(new URL(url))),
      ),
      ...keep(photos, message.photos),
    ]),
  );
});

// A new release takes over at once: its pages are the ones hosting serves, and the old pages' files stay kept above.
void self.skipWaiting();
clientsClaim();

self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(names));
  event.waitUntil(
    retireInstallCaches(names.install, names.assets)
      .then(() => caches.keys())
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key)).map((key) => caches.delete(key))),
      ),
  );
});
