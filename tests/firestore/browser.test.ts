import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectAdmin, resetFirestore } from '../support/firestore/clients';
import { CHROME_ARGS, chromePath } from '../../scripts/chromium';

const host = inject('firestoreHost');
const admin = connectAdmin(inject('firestoreGrpcHost'));
let page: Server;

beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('fixtures/browser-page.ts', import.meta.url)), formats: ['es'] },
    },
  })) as Rolldown.RolldownOutput[];
  const script = output[0]?.output[0]?.code ?? '';
  // Served from another origin than the Firestore front, so every call goes through a real CORS preflight.
  page = createServer((req, res) => {
    if (req.url === '/page.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>');
  });
  await new Promise<void>((resolve) => page.listen(0, 'localhost', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => page.close(resolve));
  await admin.terminate();
});

// No skip when Chromium is missing: a silent skip would hide the browser path from CI.
it('lets the web SDK in headless Chromium read and write through the REST front', async () => {
  await resetFirestore(host);
  await admin.collection('Ladies Bag').doc('tote').set({ title: 'Tote' });
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://localhost:${(page.address() as AddressInfo).port}/`);
    await tab.waitForFunction(() => 'roundTrip' in window);
    const [fsHost = '', fsPort = ''] = host.split(':');
    const result = await tab.evaluate(
      ([h, p]) =>
        (
          window as unknown as {
            roundTrip(h: string, p: number): Promise<{ bags: string[]; enquiryId: string; createdAtIsTimestamp: boolean }>;
          }
        ).roundTrip(h, p),
      [fsHost, Number(fsPort)] as const,
    );

    expect(result.bags).toEqual(['tote:Tote']);
    expect(result.createdAtIsTimestamp).toBe(true);
    expect((await admin.collection('Online-Enqueries').doc(result.enquiryId).get()).get('title')).toBe('From the browser');
  } finally {
    await browser.close();
  }
});
