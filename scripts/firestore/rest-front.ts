import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { fromProto3JSON, toProto3JSON } from 'proto3-json-serializer';
import type { JSONObject } from 'proto3-json-serializer';

/** What grpc-js keeps per registered method: the bound implementation and its (de)serializers. */
export interface GrpcHandler {
  type: 'unary' | 'serverStream' | 'clientStream' | 'bidi';
  func: (call: object, callback?: (error: unknown, value: unknown) => void) => void;
  serialize(value: unknown): Buffer;
  deserialize(bytes: Buffer): unknown;
}

// The descriptors firebase-admin itself uses, so REST JSON and the emulator's binary protos agree.
const descriptors = createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace;
const service = protobuf.Root.fromJSON(descriptors).lookupService('google.firestore.v1.Firestore');
service.resolveAll();

// REST verb → gRPC method, and the request field the REST API takes from the URL rather than the body.
const VERBS: Record<string, [method: string, urlField: 'parent' | 'database']> = {
  runQuery: ['RunQuery', 'parent'],
  runAggregationQuery: ['RunAggregationQuery', 'parent'],
  batchGet: ['BatchGetDocuments', 'database'],
  commit: ['Commit', 'database'],
};
// The engine silently ignores these query parts; refusing them keeps a test from passing on wrong data.
const IGNORED_BY_ENGINE = ['startAt', 'endAt', 'offset', 'select', 'findNearest'];
const STATUS = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];
const HTTP = [200, 499, 500, 400, 504, 404, 409, 403, 429, 400, 409, 400, 501, 500, 503, 500, 401];

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
function invalidIfThrows<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw rpcError(3, `invalid request: ${(e as Error).message}`);
  }
}

function invoke(handler: GrpcHandler, request: unknown): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- gRPC may answer a plain { code, details } status, read as it is below
    if (handler.type === 'unary') return handler.func({ request }, (e, v) => (e ? reject(e) : resolve([v])));
    const out: unknown[] = [];
    handler.func({
      request,
      write: (m: unknown) => out.push(m),
      end: () => resolve(out),
      emit: () => reject(rpcError(2, 'stream failed')),
    });
  });
}

async function answer(req: IncomingMessage, handlers: Map<string, GrpcHandler>, reset: () => void): Promise<unknown> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method === 'GET' && path === '/') return 'Ok';
  if (req.method === 'DELETE' && path.startsWith('/emulator/v1/projects/')) return (reset(), {});
  const m = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+)(\/documents(?:\/.*)?):(\w+)$/.exec(path);
  const [, database = '', documents = '', verb = ''] = m ?? [];
  const [name, urlField] = (req.method === 'POST' && VERBS[verb]) || [];
  const rpc = name ? service.methods[name] : undefined;
  const handler = handlers.get(`/google.firestore.v1.Firestore/${name}`);
  if (!rpc || !handler) throw rpcError(12, `${req.method} ${path} is not served by the local Firestore server`);

  const text = Buffer.concat(await req.toArray()).toString('utf8');
  const body = invalidIfThrows(() => JSON.parse(text || '{}') as JSONObject);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw rpcError(3, 'invalid request: not a JSON object');
  const query = (body.structuredQuery ?? (body.structuredAggregationQuery as JSONObject | null)?.structuredQuery) as JSONObject | undefined;
  const ignored =
    IGNORED_BY_ENGINE.find((k) => query?.[k] !== undefined) ??
    ((query?.where as JSONObject | undefined)?.unaryFilter && 'where.unaryFilter');
  if (ignored) throw rpcError(12, `query.${ignored} is not supported by the local Firestore server`);
  const db = decodeURIComponent(database);
  body[urlField!] = urlField === 'database' ? db : db + documents.split('/').map(decodeURIComponent).join('/');
  const type = rpc.resolvedRequestType!;
  const bytes = invalidIfThrows(() => Buffer.from(type.encode(fromProto3JSON(type, body)!).finish()));
  const replies = await invoke(handler, handler.deserialize(bytes));
  const json = replies.map((r) => toProto3JSON(rpc.resolvedResponseType!.decode(handler.serialize(r))));
  // Streaming methods answer a JSON array over REST, as the real service does.
  return rpc.responseStream ? json : json[0];
}

/** An HTTP listener speaking Firestore's REST API, served by the emulator's own gRPC method handlers. */
export function restFront(handlers: Map<string, GrpcHandler>, reset: () => void): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    // Browsers preflight because the SDK sends x-goog-* headers; allow whatever they ask for.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('access-control-allow-private-network', 'true');
    res.setHeader('vary', 'origin, access-control-request-headers');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const send = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
    answer(req, handlers, reset).then(
      (json) => send(200, json),
      (error: unknown) => {
        const e = (error ?? {}) as { code?: unknown; details?: string; message?: string };
        const code = typeof e.code === 'number' && STATUS[e.code] ? e.code : 2;
        send(HTTP[code]!, { error: { code: HTTP[code], message: e.details ?? e.message ?? String(error), status: STATUS[code] } });
      },
    );
  };
}
