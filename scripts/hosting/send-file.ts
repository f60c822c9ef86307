import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { byteRange } from './byte-range.ts';
import { compressible, contentType } from './content-type.ts';

/** Gzipped bodies by file and version: a rebuilt file gets a new entry, not a stale body. */
export type GzipCache = Map<string, Buffer>;

/**
 * Sends one file as Firebase's CDN would: gzip for text when the client takes
 * it (with Vary, so caches keep both), byte ranges for the rest (video), custom
 * headers from firebase.json on top.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  custom: Record<string, string>,
  cache: GzipCache,
): Promise<void> {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const type = contentType(file);
  const headers: Record<string, string> = { 'content-type': type, ...custom };
  const head = req.method === 'HEAD';

  if (compressible(type)) {
    headers.vary = 'Accept-Encoding';
    if (acceptsGzip(req.headers['accept-encoding'])) {
      const key = `${file}\0${info.mtimeMs}\0${info.size}`;
      let zipped = cache.get(key);
      if (!zipped) cache.set(key, (zipped = gzipSync(body)));
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': String(zipped.length) });
      res.end(head ? undefined : zipped);
      return;
    }
  }
  const range = status === 200 ? byteRange(req.headers.range, body.length) : undefined;
  if (range) {
    const part = body.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...headers,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${range.start}-${range.end}/${body.length}`,
      'content-length': String(part.length),
    });
    res.end(head ? undefined : part);
    return;
  }
  res.writeHead(status, { ...headers, 'accept-ranges': 'bytes', 'content-length': String(body.length) });
  res.end(head ? undefined : body);
}

/** True unless the client left gzip out or refused it with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q) > 0);
  });
}
