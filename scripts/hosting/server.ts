import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';
import { parseHosting, readHosting, type Hosting, type HostingInput } from './hosting-config.ts';
import { headersFor, ignored, rewriteFor } from './path-rules.ts';
import { sendFile, type GzipCache } from './send-file.ts';
import { reportWhenSent, type ServedResponse } from './served-response.ts';
import { requestPath, staticAnswer } from './static-path.ts';

export interface HostingOptions {
  /** The folder to serve; default: `hosting.public`, relative to firebase.json. */
  dir?: string;
  /** Default: firebase.json in the working directory. */
  firebaseJson?: string;
  /** The hosting section itself, instead of reading firebaseJson (then `dir`, else `public`, is relative to the working directory). */
  hosting?: HostingInput;
  /** Default 0: any free port. */
  port?: number;
  host?: string;
  /** Told of every response once it is sent (the benchmark counts what the site served, and when). */
  onResponse?: (served: ServedResponse) => void;
}

export interface HostingServer {
  origin: string;
  close(): Promise<void>;
}

interface Site {
  root: string;
  hosting: Hosting;
  gzipped: GzipCache;
}

const ERROR_PAGE = '/404.html';

/**
 * A local stand-in for Firebase Hosting over a built site, driven by the same
 * firebase.json: exact files, cleanUrls and trailingSlash redirects, custom
 * headers, rewrites, the 404 page. Tests and the benchmark then see what the
 * deployed site answers, not what a dev server forgives.
 */
export async function serveHosting(options: HostingOptions = {}): Promise<HostingServer> {
  const { hosting, projectDir } = options.hosting
    ? { hosting: parseHosting(options.hosting), projectDir: process.cwd() }
    : await readHosting(options.firebaseJson ?? 'firebase.json');
  const root = options.dir ? resolve(options.dir) : resolve(projectDir, hosting.public);
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) throw new Error(`nothing to serve: ${root} is not a folder`);

  const site: Site = { root, hosting, gzipped: new Map() };
  const server = createServer((req, res) => {
    if (options.onResponse) reportWhenSent(req, res, options.onResponse);
    respond(site, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close: () => closeServer(server) };
}

async function respond(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://host');
  const pathname = requestPath(url.pathname);
  if (pathname === undefined) return notFound(site, req, res, {});
  const custom = headersFor(pathname, site.hosting.headers);
  const isFile = (path: string) => fileAt(site, path).then((f) => f !== undefined);

  const answer = await staticAnswer(pathname, site.hosting, isFile);
  if (answer && 'redirect' in answer) {
    res.writeHead(301, { ...custom, location: answer.redirect + url.search }).end();
    return;
  }
  const target = answer?.file ?? rewriteFor(pathname, site.hosting.rewrites);
  const file = target === undefined ? undefined : await fileAt(site, target);
  if (file) return sendFile(req, res, file, 200, custom, site.gzipped);
  return notFound(site, req, res, custom);
}

/** Firebase answers misses with the public dir's 404.html (its own headers under the request's). */
async function notFound(site: Site, req: IncomingMessage, res: ServerResponse, custom: Record<string, string>): Promise<void> {
  const page = await fileAt(site, ERROR_PAGE);
  const headers = { ...headersFor(ERROR_PAGE, site.hosting.headers), ...custom };
  if (page) return sendFile(req, res, page, 404, headers, site.gzipped);
  res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
}

/** The file a URL path names inside the public dir, if a deploy would have uploaded it. */
async function fileAt(site: Site, urlPath: string): Promise<string | undefined> {
  const file = join(site.root, urlPath);
  // requestPath already stops `..`; this guards every other caller (rewrite destinations too).
  if (!file.startsWith(site.root + sep)) return undefined;
  if (ignored(relative(site.root, file).split(sep).join('/'), site.hosting.ignore)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
