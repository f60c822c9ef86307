// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, mutate } from '../../../support/catalogue';
import { appInstallFiles } from '../../../../scripts/vite/app-install-files';
import { renderAppIcons } from '../../../../scripts/vite/app-icons';

const APP = 'app: { shortName: Vastra Bhandar, icon: /favicon.svg }';
// The spec's files.public: the repository's public folder, with its 64x64 favicon.svg.
const PUBLIC = resolve('public');

/** Width, height and the RGBA of one pixel of a PNG. */
async function read(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { size: `${info.width}x${info.height}`, pixel: [...data.subarray(at, at + 4)] };
}

describe('the home-screen icons', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'app-icons-'));
    // A raster source: a 600 px red square.
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toFile(join(dir, 'icon.png'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are made at 192 and 512 px from the SVG site.app.icon, the maskable one on theme.background', async () => {
    const catalogue = loadedCatalogue(mutate(SPEC, 'background: "#fffaf5"', 'background: "#f5faff"'));
    const icons = Object.fromEntries((await renderAppIcons(catalogue, PUBLIC)).map(({ file, source }) => [file, source]));
    expect(Object.keys(icons)).toEqual(['icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']);
    for (const [file, png] of Object.entries(icons)) expect((await sharp(png).metadata()).format, file).toBe('png');

    // favicon.svg is a rounded square: its corners stay transparent on "any" icons, its middle is its maroon.
    const maroon = [0x7a, 0x1b, 0x2c, 255];
    expect(await read(icons['icons/icon-192.png']!, 0, 0)).toEqual({ size: '192x192', pixel: [0, 0, 0, 0] });
    expect(await read(icons['icons/icon-512.png']!, 0, 0)).toEqual({ size: '512x512', pixel: [0, 0, 0, 0] });
    expect((await read(icons['icons/icon-512.png']!, 256, 480)).pixel).toEqual(maroon);
    // Maskable: full-bleed background, the picture inside the central 80% (51 px margin at 512).
    const maskable = icons['icons/icon-maskable-512.png']!;
    expect(await read(maskable, 0, 0)).toEqual({ size: '512x512', pixel: [0xf5, 0xfa, 0xff, 255] });
    expect((await read(maskable, 256, 46)).pixel).toEqual([0xf5, 0xfa, 0xff, 255]);
    expect((await read(maskable, 256, 440)).pixel).toEqual(maroon);
  });

  it('are drawn sharp from a small SVG, not enlarged from its 64 px', async () => {
    const icon = (await renderAppIcons(loadedCatalogue(SPEC), PUBLIC))[1]!.source;
    // The rounded corners' edge: ~830 half-transparent pixels drawn at 512 px, ~8900 when a 64 px copy is enlarged.
    const alpha = await sharp(icon).extractChannel('alpha').raw().toBuffer();
    expect(alpha.filter((a) => a > 0 && a < 255).length).toBeLessThan(2000);
  });

  it('are made from a raster picture too, resized', async () => {
    const catalogue = loadedCatalogue(mutate(SPEC, APP, 'app: { shortName: Vastra Bhandar, icon: /icon.png }'));
    const icons = await renderAppIcons(catalogue, dir);
    expect(await read(icons[0]!.source, 0, 0)).toEqual({ size: '192x192', pixel: [255, 0, 0, 255] });
    expect(await read(icons[2]!.source, 256, 256)).toEqual({ size: '512x512', pixel: [255, 0, 0, 255] });
  });

  it('are not made, nor the manifest, when the shop sets no site.app', async () => {
    const catalogue = loadedCatalogue(mutate(SPEC, APP, ''));
    expect(await renderAppIcons(catalogue, PUBLIC)).toEqual([]);
    expect(await appInstallFiles(catalogue, PUBLIC)).toEqual([]);
  });

  it('come with the manifest as the files the build emits', async () => {
    const files = await appInstallFiles(loadedCatalogue(SPEC), PUBLIC);
    expect(files.map((f) => f.file)).toEqual([
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
    ]);
    expect(JSON.parse(String(files[0]!.source))).toMatchObject({ short_name: 'Vastra Bhandar' });
  });
});
