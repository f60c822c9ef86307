import type { IncomingMessage, ServerResponse } from 'node:http';

/** One response as the hosting server sent it, for a caller counting what was served and when. */
export interface ServedResponse {
  method: string;
  /** The request's path and query, as asked. */
  url: string;
  status: number;
  /** Bytes written to the socket for this response: status line, headers and (compressed) body. */
  bytes: number;
  /** Date.now() when the request came in and when the last byte was handed to the socket. */
  startedAt: number;
  endedAt: number;
  /** Who asked, by Chromium's request headers: `script` for a worker's own script, `document`, `empty` (fetch), … */
  serviceWorker: string | undefined;
  fetchDest: string | undefined;
}

/**
 * Calls `report` once `res` is sent. The bytes are the socket's count, so headers are included and
 * the body is what went over the wire; a browser never pipelines, so a kept-alive socket carries
 * one response at a time.
 */
export function reportWhenSent(req: IncomingMessage, res: ServerResponse, report: (served: ServedResponse) => void): void {
  const startedAt = Date.now();
  const before = req.socket.bytesWritten;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  res.once('finish', () =>
    report({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      status: res.statusCode,
      bytes: req.socket.bytesWritten - before,
      startedAt,
      endedAt: Date.now(),
      serviceWorker: header('service-worker'),
      fetchDest: header('sec-fetch-dest'),
    }),
  );
}
