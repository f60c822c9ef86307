import { inject } from 'vitest';

/** A Firestore value as the tests write it: text, whole number, or a timestamp the client chose. */
export type Value = string | number | { timestamp: string };
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
}

export interface Answer {
  status: number;
  body: string;
}

const PROJECT = 'catalogue-rules';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
// The emulator's way of acting as the owner's service account: it skips the rules for this token.
const OWNER = { Authorization: 'Bearer owner' };

const encode = (value: Value) =>
  typeof value === 'string'
    ? { stringValue: value }
    : typeof value === 'number'
      ? Number.isInteger(value)
        ? { integerValue: String(value) }
        : { doubleValue: value }
      : { timestampValue: value.timestamp };

const encodeFields = (fields: Fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)]));

const toWrite = (w: Write) => ({
  ...(w.fields
    ? {
        update: { name: `${DATABASE}/documents/${w.collection}/${w.id}`, fields: encodeFields(w.fields) },
        updateTransforms: (w.serverTime ?? []).map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
      }
    : { delete: `${DATABASE}/documents/${w.collection}/${w.id}` }),
  ...(w.exists === undefined ? {} : { currentDocument: { exists: w.exists } }),
});

/** The REST API of the emulator the global setup started, as an unauthenticated visitor (or, where said, the owner). */
export function emulatorRest(url = inject('rulesEmulator')) {
  const documents = `${url}/v1/${DATABASE}/documents`;
  const path = (collection: string, id?: string) =>
    `${documents}/${encodeURIComponent(collection)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  const send = async (target: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(target, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    return { status: response.status, body: await response.text() };
  };
  const commit = (writes: Write[], as: 'visitor' | 'owner' = 'visitor') =>
    send(`${documents}:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes: writes.map(toWrite) }),
      headers: as === 'owner' ? OWNER : {},
    });

  return {
    commit,
    /** Writes documents as the owner's tools do (no rules). */
    seed: async (...writes: Write[]) => {
      const answer = await commit(writes, 'owner');
      if (answer.status !== 200) throw new Error(`seeding failed: ${answer.status} ${answer.body}`);
    },
    /** One document's fields as the owner sees them, or undefined when there is none. */
    read: async (collection: string, id: string): Promise<Record<string, unknown> | undefined> => {
      const answer = await send(path(collection, id), { headers: OWNER });
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw new Error(`reading failed: ${answer.status} ${answer.body}`);
      const fields = (JSON.parse(answer.body) as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Object.values(v)[0]]));
    },
    get: (collection: string, id: string) => send(path(collection, id)),
    list: (collection: string) => send(path(collection)),
    patch: (collection: string, id: string, fields: Fields) =>
      send(path(collection, id), { method: 'PATCH', body: JSON.stringify({ fields: encodeFields(fields) }) }),
    remove: (collection: string, id: string) => send(path(collection, id), { method: 'DELETE' }),
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
