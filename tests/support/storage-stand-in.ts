import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer as readBody } from 'node:stream/consumers';
import { PHOTO_ROOT } from '../../src/domain/product-photos';
import { folderListing, isOwnerClaims, objectMetadata, parseMultipart, tokenClaims, writeRefusal } from './storage-requests';

/**
 * A STAND-IN for Cloud Storage's upload endpoint, not Cloud Storage and not its emulator: there is no Storage
 * emulator on these machines, and its rules runtime is a download they cannot make. It serves what
 * firebase/storage sends once pointed here with connectStorageEmulator: uploads (`X-Goog-Upload-Protocol:
 * multipart` for a small file; `resumable` with `start`, then `upload`/`finalize` chunks and `query` after a
 * failure, for a larger one), an object's metadata, a folder's list and a delete. Files live in memory.
 *
 * It checks what the SDK sends (the path, the bucket, the content type, the declared and the received size,
 * the chunk offsets) and refuses, with a 403 as storage.rules would, what those rules refuse: anything outside
 * products/, a write, list or delete without an owner's verified token, a type not in PHOTO_TYPES, a file over
 * PHOTO_MAX_BYTES. It is NOT the rules runtime: storage.rules themselves are only tested as text
 * (tests/unit/scripts/firestore/render-storage-rules.test.ts). `GET /<bucket>/<path>` answers as the public
 * storage.googleapis.com URL would; `GET /__stand-in/files` lists the files for a test in another process.
 */
export interface StoredPhoto {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** One request the SDK sent, for tests to check (`command` is X-Goog-Upload-Command or the protocol). */
export interface SentRequest {
  method: string;
  path: string;
  command?: string;
  status: number;
}

export interface StorageStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, as connectStorageEmulator and VITE_FIREBASE_STORAGE_EMULATOR_HOST take it. */
  host: string;
  files: Map<string, StoredPhoto>;
  sent: SentRequest[];
  /** Why each refused request was refused, in order. */
  refusals: string[];
  /** After `after` more requests that carry a file's bytes, the next `count` fail: the connection dropped, or a 503. */
  interrupt(count: number, how: 'drop' | 'unavailable', after?: number): void;
  stop(): Promise<void>;
}

interface Session {
  path: string;
  contentType: string;
  declared: number;
  chunks: Buffer[];
  received: number;
  final: boolean;
}

const EXPOSED = 'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity';

export async function startStorageStandIn(options: { bucket: string; owners: readonly string[]; port?: number }): Promise<StorageStandIn> {
  const files = new Map<string, StoredPhoto>();
  const sessions = new Map<string, Session>();
  const sent: SentRequest[] = [];
  const refusals: string[] = [];
  const faults = { pass: 0, left: 0, how: 'drop' as 'drop' | 'unavailable' };

  const metadata = (file: StoredPhoto) => objectMetadata(file, options.bucket);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    res.setHeader('Vary', 'Origin');
    const done = (status: number, body?: unknown, path = url.searchParams.get('name') ?? url.pathname) => {
      const command = req.headers['x-goog-upload-command'] ?? req.headers['x-goog-upload-protocol'];
      if (url.pathname.startsWith('/v0/')) sent.push({ method: req.method ?? '', path, command: command?.toString(), status });
      res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const refuse = (why: string, path?: string) => {
      refusals.push(why);
      done(403, { error: { code: 403, message: `Permission denied. (storage stand-in: ${why})` } }, path);
    };
    handle(req, res, url, { done, refuse }).catch((error: unknown) => done(500, { error: { code: 500, message: String(error) } }));
  });

  type Answer = { done: (status: number, body?: unknown, path?: string) => void; refuse: (why: string, path?: string) => void };

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, { done, refuse }: Answer): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return void res.end();
    }
    if (url.pathname === '/__stand-in/files')
      return done(
        200,
        [...files.values()].map((f) => ({ path: f.path, contentType: f.contentType, size: f.bytes.length })),
      );
    const [, v0, b, bucket, o, object] = url.pathname.split('/').map(decodeURIComponent);
    if (v0 !== 'v0') return servePublic(res, url);
    if (b !== 'b' || o !== 'o') return done(404);
    if (bucket !== options.bucket) return refuse(`bucket ${bucket} is not ${options.bucket}`);
    const owner = isOwnerClaims(tokenClaims(req.headers.authorization), options.owners);
    const inProducts = (path: string) => path.startsWith(`${PHOTO_ROOT}/`);

    if (req.method === 'GET' && object === undefined) {
      const prefix = url.searchParams.get('prefix') ?? '';
      if (!inProducts(prefix)) return refuse(`list of ${prefix} is outside ${PHOTO_ROOT}/`);
      if (!owner) return refuse(`list of ${prefix} without an owner's token`);
      return done(200, folderListing([...files.keys()], prefix, url.searchParams.get('delimiter') ?? '', options.bucket), prefix);
    }
    if (object !== undefined) {
      if (!inProducts(object)) return refuse(`${object} is outside ${PHOTO_ROOT}/`, object);
      const file = files.get(object);
      if (req.method === 'GET') return file ? done(200, metadata(file), object) : done(404, undefined, object);
      if (req.method !== 'DELETE') return done(405, undefined, object);
      if (!owner) return refuse(`delete of ${object} without an owner's token`, object);
      return files.delete(object) ? done(204, undefined, object) : done(404, undefined, object);
    }
    if (req.method !== 'POST') return done(405);
    return upload(req, res, url, owner, { done, refuse });
  }

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL, owner: boolean, { done, refuse }: Answer): Promise<void> {
    const command = req.headers['x-goog-upload-command']?.toString() ?? '';
    const session = sessions.get(url.searchParams.get('upload_id') ?? '');
    const carriesBytes = req.headers['x-goog-upload-protocol'] === 'multipart' || command.includes('upload');
    if (carriesBytes && faults.pass > 0) faults.pass -= 1;
    else if (carriesBytes && faults.left > 0) {
      faults.left -= 1;
      if (faults.how === 'drop') return void req.socket.destroy();
      await readBody(req);
      return done(503, { error: { code: 503, message: 'storage stand-in: interrupted' } });
    }
    const body = await readBody(req);
    const writable = (path: string, contentType: string, size: number) => {
      const why = writeRefusal(owner, path, contentType, size);
      if (why) refuse(why, path);
      return why === undefined;
    };
    const store = (path: string, contentType: string, bytes: Buffer) => {
      const file = { path, contentType, bytes };
      files.set(path, file);
      return metadata(file);
    };
    const name = url.searchParams.get('name') ?? '';

    if (req.headers['x-goog-upload-protocol'] === 'multipart') {
      const parts = parseMultipart(req.headers['content-type'] ?? '', body);
      if (!parts || parts.metadata.name !== name || parts.metadata.contentType !== parts.contentType)
        return done(400, { error: { code: 400, message: 'storage stand-in: not the multipart body the SDK sends' } });
      if (!writable(name, parts.contentType, parts.bytes.length)) return;
      return done(200, store(name, parts.contentType, parts.bytes), name);
    }
    if (command === 'start') {
      const contentType = req.headers['x-goog-upload-header-content-type']?.toString() ?? '';
      const declared = Number(req.headers['x-goog-upload-header-content-length']);
      const meta = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      if (meta.name !== name || meta.contentType !== contentType || !Number.isInteger(declared))
        return done(400, { error: { code: 400, message: 'storage stand-in: not the resumable start the SDK sends' } });
      if (!writable(name, contentType, declared)) return;
      const id = randomUUID();
      sessions.set(id, { path: name, contentType, declared, chunks: [], received: 0, final: false });
      const origin = `http://${req.headers.host}`;
      const next = `${origin}/v0/b/${encodeURIComponent(options.bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
      return resumable(200, 'active', { 'X-Goog-Upload-URL': next, 'X-Goog-Upload-Chunk-Granularity': '262144' }, name);
    }
    if (!session) return done(404);
    if (command === 'query')
      return resumable(200, session.final ? 'final' : 'active', { 'X-Goog-Upload-Size-Received': String(session.received) }, session.path);
    const offset = Number(req.headers['x-goog-upload-offset']);
    if (session.final || offset !== session.received)
      return done(
        400,
        { error: { code: 400, message: `storage stand-in: offset ${offset}, ${session.received} bytes received` } },
        session.path,
      );
    session.chunks.push(body);
    session.received += body.length;
    if (!command.includes('finalize')) return resumable(200, 'active', {}, session.path);
    session.final = true;
    const bytes = Buffer.concat(session.chunks);
    if (bytes.length !== session.declared)
      return done(
        400,
        { error: { code: 400, message: `storage stand-in: ${bytes.length} bytes, ${session.declared} declared` } },
        session.path,
      );
    if (!writable(session.path, session.contentType, bytes.length)) return;
    res.setHeader('X-Goog-Upload-Status', 'final');
    return done(200, store(session.path, session.contentType, bytes), session.path);

    function resumable(status: number, state: string, headers: Record<string, string>, path: string) {
      res.setHeader('X-Goog-Upload-Status', state);
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
      done(status, undefined, path);
    }
  }

  function servePublic(res: ServerResponse, url: URL) {
    const [bucket, ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const file = bucket === options.bucket ? files.get(rest.join('/')) : undefined;
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.bytes.length }).end(file.bytes);
  }

  // A fixed port another run holds fails here, saying so, rather than as an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`the storage stand-in cannot listen on 127.0.0.1:${options.port ?? 0}: ${error.message}`)),
    );
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    files,
    sent,
    refusals,
    interrupt(count, how, after = 0) {
      Object.assign(faults, { pass: after, left: count, how });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
