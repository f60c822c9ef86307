import { serveHosting, type HostingServer } from '../hosting/server.ts';
import type { BenchPage } from './bench-page.ts';
import { STATIC_REFERENCE } from './build-reference.ts';

export interface ServedPages {
  site: (route: string) => BenchPage;
  bare: BenchPage;
  static: BenchPage;
  close: () => Promise<void>;
}

/**
 * The site and both references, each on its own port and each under the
 * repository's firebase.json (headers, clean URLs, 404 page), so the only
 * difference between them is the pages themselves.
 */
export async function servePages(siteDir: string, siteDataChunks: Set<string>, bareDir: string): Promise<ServedPages> {
  const servers: HostingServer[] = [];
  const serve = async (dir: string) => {
    const server = await serveHosting({ dir });
    servers.push(server);
    return server.origin;
  };
  const close = async () => void (await Promise.all(servers.map((s) => s.close())));
  try {
    const [site, bare, plain] = [await serve(siteDir), await serve(bareDir), await serve(STATIC_REFERENCE)];
    const none = new Set<string>();
    return {
      site: (route) => ({ name: route, origin: site, route, dataChunks: siteDataChunks }),
      bare: { name: 'bare /', origin: bare, route: '/', dataChunks: none },
      static: { name: 'static /', origin: plain, route: '/', dataChunks: none },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
