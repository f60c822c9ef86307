import type { ServedResponse } from '../hosting/served-response.ts';
import { serveHosting, type HostingServer } from '../hosting/server.ts';
import type { BenchPage } from './bench-page.ts';
import { STATIC_REFERENCE } from './build-reference.ts';
import { NO_CHUNKS, type ChunkKinds } from './classify.ts';

export interface ServedPages {
  site: (route: string) => BenchPage;
  bare: BenchPage;
  static: BenchPage;
  /** Every response the site's server sent so far, in the order sent (the repeat visit counts its window). */
  served: readonly ServedResponse[];
  close: () => Promise<void>;
}

export interface SiteToServe {
  dir: string;
  dataChunks: Set<string>;
  firebaseChunks: Set<string>;
  /** The build's own hosting config (a Firestore build's CSP names its server); default: the repository's. */
  firebaseJson?: string;
  /** Put before each route in the tables, e.g. `firestore `; default none. */
  label?: string;
}

/**
 * The site and both references, each on its own port and each under the
 * repository's firebase.json (headers, clean URLs, 404 page), so the only
 * difference between them is the pages themselves.
 */
export async function servePages(site: SiteToServe, bareDir: string): Promise<ServedPages> {
  const servers: HostingServer[] = [];
  const served: ServedResponse[] = [];
  const serve = async (dir: string, firebaseJson?: string, onResponse?: (r: ServedResponse) => void) => {
    const server = await serveHosting({ dir, ...(firebaseJson ? { firebaseJson } : {}), ...(onResponse ? { onResponse } : {}) });
    servers.push(server);
    return server.origin;
  };
  const close = async () => void (await Promise.all(servers.map((s) => s.close())));
  try {
    const [origin, bare, plain] = [
      await serve(site.dir, site.firebaseJson, (r) => served.push(r)),
      await serve(bareDir),
      await serve(STATIC_REFERENCE),
    ];
    const chunks: ChunkKinds = { data: site.dataChunks, firebase: site.firebaseChunks };
    return {
      site: (route) => ({ name: `${site.label ?? ''}${route}`, origin, route, chunks }),
      bare: { name: 'bare /', origin: bare, route: '/', chunks: NO_CHUNKS },
      static: { name: 'static /', origin: plain, route: '/', chunks: NO_CHUNKS },
      served,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
