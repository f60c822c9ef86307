import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PHOTOS = resolve('public/demo/img/photos/products');

/** A photo host on another origin, as Cloud Storage or a CDN is to the shop: https, on loopback. */
export interface PhotoHost {
  origin: string;
  /** The address of a demo product photo (a file name under public/demo/img/photos/products/) on this host. */
  url(name: string): string;
  /** Requests for `name` answer `status` with no photo until `recover(name)`, as a resized copy not written yet does. */
  fail(name: string, status: number): void;
  recover(name: string): void;
  /** Requests served, by path, in order. */
  readonly served: { path: string; status: number }[];
  close(): Promise<void>;
}

/**
 * Serves the demo photos over https with a self-signed certificate made now (the browser context
 * needs `ignoreHTTPSErrors`, the worker `--ignore-certificate-errors`). `cors: true` answers as a bucket
 * with its CORS set does.
 */
export async function servePhotos({ cors }: { cors: boolean }): Promise<PhotoHost> {
  const folder = await mkdtemp(join(tmpdir(), 'photo-host-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
  ]);
  const failures = new Map<string, number>();
  const served: PhotoHost['served'] = [];
  const server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://host').pathname;
    const name = path.split('/').pop() ?? '';
    const headers: Record<string, string> = cors ? { 'access-control-allow-origin': '*' } : {};
    const failure = failures.get(name);
    const answer = (status: number, body?: Buffer, type = 'text/plain') => {
      served.push({ path, status });
      res.writeHead(status, { ...headers, 'content-type': type, 'cache-control': 'no-cache' }).end(body ?? String(status));
    };
    if (failure !== undefined) return answer(failure);
    readFile(join(PHOTOS, name)).then(
      (photo) => answer(200, photo, 'image/jpeg'),
      () => answer(404),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (name) => `${origin}/photos/${name}`,
    fail: (name, status) => void failures.set(name, status),
    recover: (name) => void failures.delete(name),
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
