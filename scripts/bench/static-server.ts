import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible, contentType } from './content-type.ts';
import { byteRange } from './byte-range.ts';

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves a built site the way a cheap static host would: gzip for text, long
 * cache on hashed /assets, byte ranges for video, index.html for app routes.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    respond(root, gzipped, req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

async function respond(root: string, gzipped: Map<string, Buffer>, req: IncomingMessage, res: ServerResponse) {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = await resolveFile(root, pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const type = contentType(file);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': pathname.startsWith('/assets/') ? LONG_CACHE : 'no-cache',
    vary: 'accept-encoding',
  };
  const body = await readFile(file);
  if (compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
    let zipped = gzipped.get(file);
    if (!zipped) gzipped.set(file, (zipped = gzipSync(body)));
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(zipped.length) });
    res.end(req.method === 'HEAD' ? undefined : zipped);
    return;
  }
  const range = byteRange(req.headers.range, body.length);
  if (range) {
    const part = body.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...headers,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${range.start}-${range.end}/${body.length}`,
      'content-length': String(part.length),
    });
    res.end(req.method === 'HEAD' ? undefined : part);
    return;
  }
  res.writeHead(200, { ...headers, 'accept-ranges': 'bytes', 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The file for a URL path; app routes (no file extension) fall back to index.html. */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  const found = await stat(candidate).catch(() => undefined);
  if (found?.isFile()) return candidate;
  if (found?.isDirectory()) return resolveFile(root, join(pathname, 'index.html'));
  const lastSegment = pathname.split('/').pop() ?? '';
  return lastSegment.includes('.') ? undefined : join(root, 'index.html');
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
