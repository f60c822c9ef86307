// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, mutate } from '../../../support/catalogue';
import { SPEC_CONFIG, catalogueFile } from '../../../../scripts/catalogue/catalogue-file';
import { appInstallPlugin } from '../../../../scripts/vite/app-install-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;

/** The plugin over the specification's shop (or an edited copy), configured as `vite build` or the dev server would. */
function plugin(yaml = SPEC, config: { command: 'build' | 'serve'; ssr?: string } = { command: 'build' }) {
  const p = appInstallPlugin({ file: () => catalogueFile(SPEC_CONFIG), catalogue: () => loadedCatalogue(yaml) });
  (p.configResolved as Hook)({ command: config.command, build: { ssr: config.ssr ?? false } });
  return p;
}

async function emitted(p: ReturnType<typeof plugin>) {
  const files: Record<string, string | Uint8Array> = {};
  const emitFile = ({ fileName, source }: { fileName: string; source: string | Uint8Array }) => void (files[fileName] = source);
  await (p.generateBundle as Hook).call({ emitFile });
  return files;
}

/** What the dev server's middleware answers for `url`: a reply, or "next" when it is not the plugin's. */
async function devGet(p: ReturnType<typeof plugin>, url: string) {
  let middleware: Middleware | undefined;
  (p.configureServer as Hook)({ middlewares: { use: (m: Middleware) => (middleware = m) } });
  return new Promise<{ type?: string; body?: Buffer } | 'next'>((done, fail) => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (key: string, value: string) => void (headers[key.toLowerCase()] = value),
      end: (body: string | Buffer) => done({ type: headers['content-type'], body: Buffer.from(body) }),
    };
    middleware!({ url } as IncomingMessage, res as unknown as ServerResponse, (error) => (error ? fail(error) : done('next')));
  });
}

describe('the install plugin', () => {
  it('emits manifest.webmanifest and the icons into the client build only', async () => {
    expect(Object.keys(await emitted(plugin()))).toEqual([
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
    ]);
    expect(await emitted(plugin(SPEC, { command: 'build', ssr: 'src/app/prerender.tsx' }))).toEqual({});
  });

  it('links the manifest from index.html only when the shop sets site.app', () => {
    const tags = (yaml: string) => (plugin(yaml).transformIndexHtml as Hook)('<html></html>') as { attrs: { rel: string } }[];
    expect(tags(SPEC).map((t) => t.attrs.rel)).toEqual(['manifest', 'apple-touch-icon']);
    expect(tags(mutate(SPEC, 'app: { shortName: Vastra Bhandar, icon: /favicon.svg }', ''))).toEqual([]);
  });

  it('serves the same files from the dev server, and leaves every other URL alone', async () => {
    const dev = plugin(SPEC, { command: 'serve' });
    const manifest = await devGet(dev, '/manifest.webmanifest?v=1');
    expect(manifest).toMatchObject({ type: 'application/manifest+json' });
    expect(JSON.parse(String((manifest as { body: Buffer }).body))).toMatchObject({ start_url: '/', display: 'standalone' });
    const icon = await devGet(dev, '/icons/icon-maskable-512.png');
    expect(icon).toMatchObject({ type: 'image/png' });
    expect(await sharp((icon as { body: Buffer }).body).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(await devGet(dev, '/icons/other.png')).toBe('next');
    expect(await devGet(dev, '/src/app/boot.ts')).toBe('next');
  });
});
