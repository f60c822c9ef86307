import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a backend having a bad day: a transparent HTTP proxy in front of a Firestore REST
 * endpoint (the local server or Google's emulator) that, on a test's word, holds or refuses the reads
 * of one collection. Neither emulator can make those faults itself. The test asks with
 * `POST /__fault {"collection": "Saree", "fault": "hold" | "refuse" | "none"}` on the proxy's own port
 * (the tests run in other processes than the setup that starts it); every other request passes through.
 */
export type Fault = 'hold' | 'refuse' | 'none';

export const FAULT_PATH = '/__fault';

export interface RunningFaultProxy {
  url: string;
  stop(): Promise<void>;
}

// A refusal as Firestore words it: the lite SDK reads `error.message` and maps 403 to permission-denied.
const REFUSAL = { error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } };

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });

/** The collection a `:runQuery` body asks for, if it is one. */
function queriedCollection(path: string, body: Buffer): string | undefined {
  if (!path.endsWith(':runQuery')) return undefined;
  try {
    const query = JSON.parse(body.toString()) as { structuredQuery?: { from?: { collectionId?: string }[] } };
    return query.structuredQuery?.from?.[0]?.collectionId;
  } catch {
    return undefined;
  }
}

export async function startFaultProxy(
  target: { host: string; port: number },
  listen: { host: string; port: number },
): Promise<RunningFaultProxy> {
  const faults = new Map<string, Fault>();
  // Held reads wait here until their fault is cleared; then they go on to the backend.
  const held = new Map<string, (() => void)[]>();
  const releaseHeld = (collection: string) => {
    for (const release of held.get(collection) ?? []) release();
    held.delete(collection);
  };

  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const out = forward({ host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    out.end(body);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://proxy').pathname;
      if (path === FAULT_PATH && req.method === 'POST') {
        const { collection, fault } = JSON.parse(body.toString()) as { collection: string; fault: Fault };
        faults.set(collection, fault);
        if (fault !== 'hold') releaseHeld(collection);
        res.writeHead(204).end();
        return;
      }
      const collection = queriedCollection(path, body);
      const fault = collection ? faults.get(collection) : undefined;
      if (collection && fault === 'refuse') {
        res.writeHead(403, { 'content-type': 'application/json', 'access-control-allow-origin': req.headers.origin ?? '*' });
        res.end(JSON.stringify(REFUSAL));
        return;
      }
      if (collection && fault === 'hold') {
        await new Promise<void>((resolve) => {
          held.set(collection, [...(held.get(collection) ?? []), resolve]);
          res.on('close', resolve);
        });
        if (res.destroyed) return;
      }
      pass(req, res, body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(listen.port, listen.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${listen.host}:${port}`,
    stop: async () => {
      for (const collection of [...held.keys()]) releaseHeld(collection);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Sets a collection's fault on a running proxy, from a test. */
export async function setFault(proxyUrl: string, collection: string, fault: Fault): Promise<void> {
  const answer = await fetch(new URL(FAULT_PATH, proxyUrl), { method: 'POST', body: JSON.stringify({ collection, fault }) });
  if (answer.status !== 204) throw new Error(`fault proxy answered ${answer.status}`);
}
