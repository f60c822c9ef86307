import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreServer } from '../../scripts/firestore/local-server';
import type { RunningFirestoreServer } from '../../scripts/firestore/local-server';

// Raw HTTP, as a browser sends it, against a private server so nothing else shares its state.
let server: RunningFirestoreServer;
const documents = '/v1/projects/demo-raw/databases/(default)/documents';
const post = (path: string, body: unknown, contentType = 'text/plain') =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: 'http://localhost:5173' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startFirestoreServer();
});
afterAll(() => server.stop());

describe('the REST front', () => {
  it('answers a CORS preflight with whatever headers the page asks for', async () => {
    const res = await fetch(`${server.url}${documents}:commit`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-goog-api-client');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('commits, then answers runQuery with a JSON array as the real API does', async () => {
    const name = 'projects/demo-raw/databases/(default)/documents/Ladies Bag/tote';
    const commit = await post(
      `${documents}:commit`,
      { writes: [{ update: { name, fields: { price: { integerValue: '1200' } } } }] },
      'application/json',
    );
    expect(commit.status).toBe(200);
    expect(await commit.json()).toMatchObject({ commitTime: expect.any(String), writeResults: [{ updateTime: expect.any(String) }] });

    const res = await post(`${documents}:runQuery`, { structuredQuery: { from: [{ collectionId: 'Ladies Bag' }] } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await res.json()).toEqual([
      {
        document: { name, fields: { price: { integerValue: '1200' } }, createTime: expect.any(String), updateTime: expect.any(String) },
        readTime: expect.any(String),
        done: true,
      },
    ]);
  });

  it('takes the query parent from the percent-encoded URL, down to subcollections', async () => {
    const name = 'projects/demo-raw/databases/(default)/documents/Ladies Bag/tote/Re views/r1';
    await post(`${documents}:commit`, { writes: [{ update: { name, fields: {} } }] });
    const res = await post(`${documents}/Ladies%20Bag/tote:runQuery`, { structuredQuery: { from: [{ collectionId: 'Re views' }] } });
    expect(await res.json()).toMatchObject([{ document: { name } }]);
  });

  it('answers batchGet with found and missing entries', async () => {
    const base = 'projects/demo-raw/databases/(default)/documents/Online-Enqueries';
    await post(`${documents}:commit`, { writes: [{ update: { name: `${base}/e1`, fields: { city: { stringValue: 'Kochi' } } } }] });
    const res = await post(`${documents}:batchGet`, { documents: [`${base}/e1`, `${base}/e2`] });
    expect(await res.json()).toMatchObject([
      { found: { name: `${base}/e1`, fields: { city: { stringValue: 'Kochi' } } } },
      { missing: `${base}/e2` },
    ]);
  });

  it('reports errors in the Google API shape, with matching HTTP statuses', async () => {
    const missing = await post(`${documents}:commit`, {
      writes: [
        { update: { name: 'projects/demo-raw/databases/(default)/documents/x/nope', fields: {} }, currentDocument: { exists: true } },
      ],
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: 404, status: 'NOT_FOUND', message: expect.stringContaining('no entity') },
    });

    const garbled = await post(`${documents}:runQuery`, '{not json');
    expect([garbled.status, ((await garbled.json()) as { error: { status: string } }).error.status]).toEqual([400, 'INVALID_ARGUMENT']);
    const notAnObject = await post(`${documents}:commit`, [1, 2]);
    expect(notAnObject.status).toBe(400);

    const listen = await post(`${documents}:listen`, {});
    expect(listen.status).toBe(501);
    expect(listen.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('clears everything on DELETE /emulator/v1/.../documents', async () => {
    await post(`${documents}:commit`, {
      writes: [{ update: { name: 'projects/demo-raw/databases/(default)/documents/x/y', fields: {} } }],
    });
    const res = await fetch(`${server.url}/emulator${documents}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const after = await post(`${documents}:runQuery`, { structuredQuery: { from: [{ collectionId: 'x' }] } });
    expect(await after.json()).toEqual([{ readTime: expect.any(String), done: true }]);
  });
});
