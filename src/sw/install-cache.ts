import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import type { Strategy } from 'workbox-strategies';
import { CACHE_PREFIX } from './settings';

/** Every release's install cache starts with this; the rest of the name is the release's revision. */
export const INSTALL_PREFIX = `${CACHE_PREFIX}-install-`;

/**
 * The cache of what a release keeps at install (the offline, contact and showroom pages, their code, the
 * root files). Its name carries the release (a hash of the build's list with its revisions), and it has no
 * expiry and no quota purge: it goes only when the next release's worker takes over.
 */
export function installCacheName(entries: { url: string; revision: string | null }[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(entries.map((e) => [e.url, e.revision]))) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${INSTALL_PREFIX}${hash.toString(16).padStart(8, '0')}`;
}

/** The address without its query: pages draw `?q=` themselves, so one copy answers every variant. */
export const withoutQuery = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

/** Answers from the install cache when it holds the address, else as `strategy` does. */
export function fromInstallFirst(cacheName: string, strategy: Strategy) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const kept = await caches.match(withoutQuery(options.request.url), { cacheName, ignoreVary: true });
    return kept ?? strategy.handle(options);
  };
}

/**
 * A page kept from an older release still runs its own code: before an older install cache is deleted,
 * its hashed files move to `assetsCache`, as if the page had loaded them (hosting serves only the
 * current release's files).
 */
export async function retireInstallCaches(current: string, assetsCache: string): Promise<void> {
  const old = (await caches.keys()).filter((key) => key.startsWith(INSTALL_PREFIX) && key !== current);
  const assets = await caches.open(assetsCache);
  for (const name of old) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = new URL(request.url).pathname.startsWith('/assets/') ? await cache.match(request) : undefined;
      if (response) await assets.put(request, response);
    }
    await caches.delete(name);
  }
}

/** Which of `urls` an older release's install cache holds: what the visitor had kept before this release. */
export async function heldByOlderInstalls(current: string, urls: string[]): Promise<Set<string>> {
  const old = (await caches.keys()).filter((key) => key.startsWith(INSTALL_PREFIX) && key !== current);
  const held = new Set<string>();
  for (const cacheName of old) {
    for (const url of urls) if (await caches.match(url, { cacheName, ignoreVary: true })) held.add(url);
  }
  return held;
}
