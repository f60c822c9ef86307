// @vitest-environment node
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostingInput } from '../../../../scripts/hosting/hosting-config.ts';
import type { ServedResponse } from '../../../../scripts/hosting/served-response.ts';
import { serveHosting, type HostingServer } from '../../../../scripts/hosting/server.ts';
import { get, makeSite, SCRIPT, SECRET } from '../../../../scripts/hosting/test-site.ts';

// The shape firebase.json takes for the pre-rendered site.
const HOSTING = {
  cleanUrls: true,
  trailingSlash: false,
  ignore: ['firebase.json', '**/.*'],
  headers: [
    {
      source: '**',
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '**/*.@(js|css)', headers: [{ key: 'X-Code', value: 'yes' }] },
  ],
};

describe('serveHosting', () => {
  let dir: string;
  let server: HostingServer;
  beforeAll(async () => {
    dir = await makeSite(HOSTING, { 'public/.env': 'KEY=1', 'public/manifest.webmanifest': '{"name":"Shop"}' });
    server = await serveHosting({ firebaseJson: join(dir, 'firebase.json') });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  const fetchPath = (path: string, headers?: Record<string, string>) => get(server.origin, path, headers);

  it('serves each route file at its clean URL, and index.html at /', async () => {
    for (const [path, body] of [
      ['/saree', 'saree'],
      ['/Churidar', 'churidar'],
      ['/', 'home'],
      ['/docs', 'docs'],
    ]) {
      const reply = await fetchPath(path!);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(`<h1>${body}</h1>`);
    }
  });

  it('redirects .html and trailing-slash URLs to the clean URL, keeping the query', async () => {
    const redirects = {
      '/saree.html?q=1': '/saree?q=1',
      '/index.html': '/',
      '/saree/': '/saree',
      '/docs/': '/docs',
      '/docs/index.html': '/docs',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const reply = await fetchPath(from);
      expect([reply.status, reply.headers.location], from).toEqual([301, to]);
    }
  });

  it('answers unknown paths and missing assets with 404.html and status 404, never index.html', async () => {
    for (const path of ['/nope', '/nope/', '/saree/extra', '/assets/missing-9z.js', '/SAREE', '/.env', '/firebase.json']) {
      const reply = await fetchPath(path);
      expect([reply.status, reply.body.toString()], path).toEqual([404, '<h1>not here</h1>']);
    }
  });

  it('applies header rules by glob, a later rule overriding an earlier one', async () => {
    const page = await fetchPath('/saree');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-code']).toBeUndefined();
    const script = await fetchPath('/assets/app-1a2b.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-frame-options']).toBe('DENY');
    expect(script.headers['x-code']).toBe('yes');
    expect((await fetchPath('/assets/app-1a2b.css')).headers['x-code']).toBe('yes');
  });

  it('gzips text only for clients that accept it, with Vary', async () => {
    const zipped = await fetchPath('/assets/app-1a2b.js', { 'accept-encoding': 'br, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);
    expect(zipped.body.length).toBeLessThan(SCRIPT.length / 4);
    const plain = await fetchPath('/assets/app-1a2b.js', { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect((await fetchPath('/nope', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('serves the web app manifest as application/manifest+json, gzipped like other text', async () => {
    const reply = await fetchPath('/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect([reply.status, reply.headers['content-type'], reply.headers['content-encoding']]).toEqual([
      200,
      'application/manifest+json',
      'gzip',
    ]);
    expect(gunzipSync(reply.body).toString()).toBe('{"name":"Shop"}');
  });

  it('answers a byte range of a video with 206', async () => {
    const reply = await fetchPath('/clip.mp4', { range: 'bytes=2-5', 'accept-encoding': 'gzip' });
    expect([reply.status, reply.headers['content-range'], reply.body.toString()]).toEqual([206, 'bytes 2-5/10', '2345']);
  });

  it('never serves a file outside the public dir', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/%2e%2e%5csecret.txt',
      '/%E0%A4%A',
    ]) {
      const reply = await fetchPath(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString(), path).not.toContain(SECRET);
    }
  });
});

describe('serveHosting rewrites and bare 404s', () => {
  it('serves the first matching rewrite only where no file exists', async () => {
    const rewrites = [
      { source: '/app/**', destination: '/docs/index.html' },
      { source: '**', destination: '/index.html' },
    ];
    const dir = await makeSite({ cleanUrls: true, trailingSlash: false, rewrites });
    const server = await serveHosting({ firebaseJson: join(dir, 'firebase.json') });
    try {
      expect((await get(server.origin, '/app/x')).body.toString()).toBe('<h1>docs</h1>');
      expect((await get(server.origin, '/anything')).body.toString()).toBe('<h1>home</h1>');
      expect((await get(server.origin, '/saree')).body.toString()).toBe('<h1>saree</h1>');
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the hosting object directly and says 404 in plain text when there is no 404.html', async () => {
    const dir = await makeSite({});
    await rm(join(dir, 'public/404.html'));
    const server = await serveHosting({ hosting: { public: 'ignored' }, dir: join(dir, 'public') });
    try {
      const reply = await get(server.origin, '/nope');
      expect([reply.status, reply.headers['content-type'], reply.body.toString()]).toEqual([404, 'text/plain; charset=utf-8', 'Not Found']);
      // Without cleanUrls a route file keeps its .html and a directory gets its slash.
      expect((await get(server.origin, '/saree.html')).status).toBe(200);
      expect((await get(server.origin, '/saree')).status).toBe(404);
      expect((await get(server.origin, '/docs')).headers.location).toBe('/docs/');
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses settings it does not implement rather than serving something else', async () => {
    await expect(serveHosting({ hosting: { public: '.', redirects: [] } })).rejects.toThrow('redirects not supported');
    // A rewrite to a Cloud Function has no file to serve.
    const toFunction = { public: '.', rewrites: [{ source: '**', function: 'api' }] } as unknown as HostingInput;
    await expect(serveHosting({ hosting: toFunction })).rejects.toThrow('destination');
  });
});

describe('serveHosting onResponse', () => {
  it('reports each response once sent: bytes on the wire (headers and gzip body), times, and who asked', async () => {
    const dir = await makeSite(HOSTING);
    const served: ServedResponse[] = [];
    const server = await serveHosting({ firebaseJson: join(dir, 'firebase.json'), onResponse: (s) => served.push(s) });
    try {
      const before = Date.now();
      const script = await get(server.origin, '/assets/app-1a2b.js', { 'accept-encoding': 'gzip', 'sec-fetch-dest': 'empty' });
      await get(server.origin, '/sw.js', { 'service-worker': 'script', 'sec-fetch-dest': 'serviceworker' });
      await get(server.origin, '/saree.html');
      await expect.poll(() => served.length).toBe(3);
      const [js, worker, redirect] = served;
      const headerBytes = Object.entries(script.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
      expect(js).toMatchObject({ method: 'GET', url: '/assets/app-1a2b.js', status: 200, fetchDest: 'empty', serviceWorker: undefined });
      // The gzipped body and the headers, not the file's size on disk.
      expect(js!.bytes).toBeGreaterThan(script.body.length + headerBytes);
      expect(js!.bytes).toBeLessThan(script.body.length + headerBytes + 100);
      expect(js!.bytes).toBeLessThan(SCRIPT.length);
      expect(js!.startedAt).toBeGreaterThanOrEqual(before);
      expect(js!.endedAt).toBeGreaterThanOrEqual(js!.startedAt);
      expect(worker).toMatchObject({ url: '/sw.js', status: 404, serviceWorker: 'script', fetchDest: 'serviceworker' });
      expect(redirect).toMatchObject({ url: '/saree.html', status: 301 });
      expect(redirect!.bytes).toBeGreaterThan(0);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
