import { inject } from 'vitest';

/**
 * A Firestore value as the tests write it: text, number, true or false, null, a timestamp the client chose, a
 * document (`collection/id`), or a map of values.
 */
export type Value = string | number | boolean | null | { timestamp: string } | { reference: string } | { map: { [key: string]: Value } };
export type Fields = Record<string, Value>;

export interface Write {
  collection: string;
  id: string;
  /** Without fields, the write deletes the document. */
  fields?: Fields;
  /** Fields the server sets to the request time (what the web SDK's serverTimestamp() sends). */
  serverTime?: string[];
  /** Precondition: the document must (true) or must not (false) exist already. */
  exists?: boolean;
  /** Only these fields change (what the web SDK's updateDoc sends); without it the document is replaced. */
  mask?: string[];
}

/** A query as a page sends it: one collection, an optional equality filter, an order, a limit and a cursor. */
export interface Query {
  collection: string;
  where?: { field: string; equals: Value };
  orderBy?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  limit?: number;
  /** Values of the orderBy fields of the last document seen: the query goes on after it. */
  startAfter?: Value[];
}

/** Who sends a request: nobody signed in, the owner's tools (no rules) or a signed-in user's token. */
export type Caller = 'visitor' | 'admin' | { token: string };

export interface Answer {
  status: number;
  body: string;
}

const PROJECT = 'catalogue-rules';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
// The emulator's way of acting as the owner's service account: it skips the rules for this token.
const SERVICE_ACCOUNT = { Authorization: 'Bearer owner' };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A signed-in Firebase Authentication user as the emulator takes one: an unsigned JWT (`alg: none`, empty
 * signature) whose claims become `request.auth` (as @firebase/util's createMockUserToken makes it).
 * `email_verified` says whether the address's provider (Google, an e-mail link) proved it.
 */
export function userToken(claims: { email?: string; email_verified?: boolean; sub?: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = claims.sub ?? `user-${claims.email ?? 'anonymous'}`;
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub,
    user_id: sub,
    firebase: { sign_in_provider: 'password', identities: claims.email ? { email: [claims.email] } : {} },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

const headersOf = (as: Caller): Record<string, string> =>
  as === 'visitor' ? {} : as === 'admin' ? SERVICE_ACCOUNT : { Authorization: `Bearer ${as.token}` };

const encode = (value: Value): Record<string, unknown> =>
  value === null
    ? { nullValue: null }
    : typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { booleanValue: value }
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? { integerValue: String(value) }
            : { doubleValue: value }
          : 'timestamp' in value
            ? { timestampValue: value.timestamp }
            : 'map' in value
              ? { mapValue: { fields: encodeFields(value.map) } }
              : { referenceValue: `${DATABASE}/documents/${value.reference}` };

const encodeFields = (fields: Fields): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)]));

const toWrite = (w: Write) => ({
  ...(w.fields
    ? {
        update: { name: `${DATABASE}/documents/${w.collection}/${w.id}`, fields: encodeFields(w.fields) },
        updateTransforms: (w.serverTime ?? []).map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
      }
    : { delete: `${DATABASE}/documents/${w.collection}/${w.id}` }),
  ...(w.mask ? { updateMask: { fieldPaths: w.mask } } : {}),
  ...(w.exists === undefined ? {} : { currentDocument: { exists: w.exists } }),
});

const structuredQuery = (q: Query) => ({
  from: [{ collectionId: q.collection }],
  ...(q.where ? { where: { fieldFilter: { field: { fieldPath: q.where.field }, op: 'EQUAL', value: encode(q.where.equals) } } } : {}),
  ...(q.orderBy ? { orderBy: q.orderBy.map((o) => ({ field: { fieldPath: o.field }, direction: o.direction })) } : {}),
  ...(q.limit === undefined ? {} : { limit: q.limit }),
  ...(q.startAfter ? { startAt: { values: q.startAfter.map(encode), before: false } } : {}),
});

/** The ids of the documents a runQuery answer holds, in its order. */
export function queriedIds(answer: Answer): string[] {
  const results = JSON.parse(answer.body) as { document?: { name: string } }[];
  return results.flatMap((r) => (r.document ? [decodeURIComponent(r.document.name.split('/').at(-1)!)] : []));
}

/** The count a runAggregationQuery answer holds (alias `count`). */
export function aggregatedCount(answer: Answer): number {
  const [result] = JSON.parse(answer.body) as { result: { aggregateFields: { count: { integerValue: string } } } }[];
  return Number(result!.result.aggregateFields.count.integerValue);
}

/**
 * The REST API of the emulator the global setup started, as an unauthenticated visitor (or, where said, the
 * owner's tools); `as(caller)` sends the same requests as someone else, e.g. a signed-in user (`userToken`).
 */
export function emulatorRest(url = inject('rulesEmulator')) {
  const documents = `${url}/v1/${DATABASE}/documents`;
  const path = (collection: string, id?: string) =>
    `${documents}/${encodeURIComponent(collection)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  const send = async (target: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(target, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    return { status: response.status, body: await response.text() };
  };
  const commit = (writes: Write[], as: Caller = 'visitor') =>
    send(`${documents}:commit`, { method: 'POST', body: JSON.stringify({ writes: writes.map(toWrite) }), headers: headersOf(as) });

  /** What a caller may send: reads, queries, counts and writes, each answered with its HTTP status. */
  const caller = (as: Caller) => {
    const headers = headersOf(as);
    return {
      commit: (writes: Write[]) => commit(writes, as),
      get: (collection: string, id: string) => send(path(collection, id), { headers }),
      list: (collection: string) => send(path(collection), { headers }),
      patch: (collection: string, id: string, fields: Fields) =>
        send(path(collection, id), { method: 'PATCH', body: JSON.stringify({ fields: encodeFields(fields) }), headers }),
      remove: (collection: string, id: string) => send(path(collection, id), { method: 'DELETE', headers }),
      /** A structured query (`:runQuery`), as the web SDK's getDocs(query(...)) sends it. */
      query: (q: Query) =>
        send(`${documents}:runQuery`, { method: 'POST', body: JSON.stringify({ structuredQuery: structuredQuery(q) }), headers }),
      /** A count aggregation (`:runAggregationQuery`), as the web SDK's getCountFromServer sends it. */
      count: (q: Query) =>
        send(`${documents}:runAggregationQuery`, {
          method: 'POST',
          body: JSON.stringify({
            structuredAggregationQuery: { structuredQuery: structuredQuery(q), aggregations: [{ alias: 'count', count: {} }] },
          }),
          headers,
        }),
    };
  };

  return {
    ...caller('visitor'),
    commit,
    /** The same requests sent by someone else: a signed-in user (`{ token: userToken(...) }`) or the owner's tools. */
    as: caller,
    /** Writes documents as the owner's tools do (no rules). */
    seed: async (...writes: Write[]) => {
      const answer = await commit(writes, 'admin');
      if (answer.status !== 200) throw new Error(`seeding failed: ${answer.status} ${answer.body}`);
    },
    /** One document's fields as the owner's tools see them, or undefined when there is none. */
    read: async (collection: string, id: string): Promise<Record<string, unknown> | undefined> => {
      const answer = await send(path(collection, id), { headers: SERVICE_ACCOUNT });
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw new Error(`reading failed: ${answer.status} ${answer.body}`);
      const fields = (JSON.parse(answer.body) as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Object.values(v)[0]]));
    },
    /** Replaces the emulator's rules (this project only). */
    setRules: async (source: string) => {
      const answer = await send(`${url}/emulator/v1/projects/${PROJECT}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
      });
      if (answer.status !== 200) throw new Error(`the emulator refused the rules: ${answer.status} ${answer.body}`);
    },
    /** Deletes every document of the project. */
    clear: async () => {
      const answer = await send(`${url}/emulator/v1/${DATABASE}/documents`, { method: 'DELETE' });
      if (answer.status !== 200) throw new Error(`clearing failed: ${answer.status} ${answer.body}`);
    },
  };
}

export type EmulatorRest = ReturnType<typeof emulatorRest>;
