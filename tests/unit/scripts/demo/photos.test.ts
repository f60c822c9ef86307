import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleFor, type ImagesConfig } from '../../../../src/domain/image-variants.ts';
import { readCatalogue } from '../../../../scripts/catalogue/read-catalogue.ts';
import { SPEC_CONFIG, catalogueFile, configRelative } from '../../../../scripts/catalogue/catalogue-file.ts';
import { photograph } from '../../../../scripts/demo/photo-filter.ts';
import { demoPhotos, PHOTO_ROOT, type PhotoSpec } from '../../../../scripts/demo/photo-list.ts';
import { ensureDemoPhotos, ensurePhotos, photoVariants } from '../../../../scripts/demo/photos.ts';

const ROOT = join(import.meta.dirname, '../../../..');
// The specification's shop, as the test run's Vite plugin sees it: generating for the owner's file here
// would make the two fight over public/demo/img/photos whenever the owner's pictures differ from it.
const SPEC_FILE = catalogueFile(SPEC_CONFIG);
const catalogue = readCatalogue(SPEC_FILE.path);
const PUBLIC = configRelative(SPEC_FILE, catalogue.files.public);
const DEMO_DATA = configRelative(SPEC_FILE, catalogue.files.demoData!);
const saree = demoPhotos(catalogue).find((p) => p.src === `${PHOTO_ROOT}/products/saree-1.jpg`)!;

/** Every `{ src, width, height }` picture the config names, wherever it sits. */
function configPictures(node: unknown, found: { src: string; width: number; height: number }[] = []) {
  if (Array.isArray(node)) node.forEach((n) => configPictures(n, found));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.src === 'string' && typeof o.width === 'number' && typeof o.height === 'number') found.push(o as never);
    Object.values(o).forEach((n) => configPictures(n, found));
  }
  return found;
}

describe('demo photos', () => {
  it('are the same bytes on every run, the size and weight of a camera photo', async () => {
    const [a, b] = [
      await photograph(saree.svg, saree.width, saree.height, saree.src),
      await photograph(saree.svg, saree.width, saree.height, saree.src),
    ];
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBeGreaterThanOrEqual(1200);
    expect(a.length).toBeGreaterThanOrEqual(150 * 1024);
    expect(a.length).toBeLessThanOrEqual(400 * 1024);
  });

  it('are made again only when their inputs change or a file is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-photos-'));
    try {
      const tiny: PhotoSpec = { src: `${PHOTO_ROOT}/t/one.jpg`, width: 120, height: 150, svg: saree.svg };
      const images: ImagesConfig = {
        widths: [40, 80],
        variants: [{ match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] }],
      };
      const quiet = () => {};
      expect((await ensurePhotos([tiny], images, dir, quiet)).generated).toBe(true);
      expect(readdirSync(join(dir, PHOTO_ROOT, 't')).sort()).toEqual([
        'one-40w.jpg',
        'one-40w.webp',
        'one-80w.jpg',
        'one-80w.webp',
        'one.jpg',
      ]);
      expect((await ensurePhotos([tiny], images, dir, quiet)).generated).toBe(false);
      rmSync(join(dir, PHOTO_ROOT, 't/one-80w.webp'));
      expect((await ensurePhotos([tiny], images, dir, quiet)).generated).toBe(true);
      expect((await ensurePhotos([{ ...tiny, svg: saree.svg.replace('<rect', '<rect opacity=".5"') }], images, dir, quiet)).generated).toBe(
        true,
      );
      expect((await ensurePhotos([tiny], { ...images, widths: [40] }, dir, quiet)).generated).toBe(true);
      // A renamed photo leaves nothing of the old one behind.
      expect(existsSync(join(dir, PHOTO_ROOT, 't/one-80w.jpg'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("of the specification's shop", () => {
    // A fresh clone has none yet: the first run makes them, as `npm start` and the build do.
    beforeAll(() => ensureDemoPhotos(catalogue, PUBLIC), 300_000);
    const exists = (url: string) => existsSync(join(PUBLIC, url));
    const missing = (urls: readonly string[]) => urls.filter((u) => !exists(u));

    it("are generated into the repository's public folder, the only one that holds demo photos", () => {
      expect(PUBLIC).toBe(join(ROOT, 'public'));
    });

    it('exist for every demo product, each with all its resized copies', () => {
      const imgs = new Set<string>();
      for (const file of readdirSync(DEMO_DATA)) {
        const slug = file.replace(/\.json$/, '');
        for (const product of JSON.parse(readFileSync(join(DEMO_DATA, file), 'utf8')) as { img: string }[]) {
          expect(product.img).toMatch(new RegExp(`^${PHOTO_ROOT}/products/${slug}-\\d+\\.jpg$`));
          imgs.add(product.img);
        }
      }
      const urls = [...imgs].flatMap((img) => [img, ...photoVariants(img, catalogue.images).map((v) => v.url)]);
      expect(photoVariants([...imgs][0]!, catalogue.images)).toHaveLength(catalogue.images!.widths.length * 3);
      expect(missing(urls)).toEqual([]);
    });

    it('exist for every picture of the config, with its variants, at the width and height the config says', async () => {
      // The share card is only ever a link preview (og:image), never drawn through <picture>.
      const pictures = configPictures(catalogue).filter((p) => p.src.startsWith('/') && p !== catalogue.site.shareImage);
      const photos = pictures.filter((p) => ruleFor(p.src, catalogue.images));
      expect(photos.length).toBeGreaterThanOrEqual(14 + 12);
      expect(missing(pictures.map((p) => p.src))).toEqual([]);
      expect(missing(photos.flatMap((p) => photoVariants(p.src, catalogue.images).map((v) => v.url)))).toEqual([]);
      for (const p of pictures.filter((q) => !q.src.endsWith('.svg'))) {
        const meta = await sharp(join(PUBLIC, p.src)).metadata();
        expect({ src: p.src, width: meta.width, height: meta.height }).toEqual({ src: p.src, width: p.width, height: p.height });
      }
    });

    it('weigh what camera photos weigh, and their copies far less', () => {
      const products = demoPhotos(catalogue).filter((p) => p.src.includes('/products/'));
      for (const p of products) {
        const kb = statSync(join(PUBLIC, p.src)).size / 1024;
        expect({ src: p.src, inBounds: kb >= 150 && kb <= 400 }).toEqual({ src: p.src, inBounds: true });
        const small = photoVariants(p.src, catalogue.images).find((v) => v.width === 360 && v.format === 'avif')!;
        expect(statSync(join(PUBLIC, small.url)).size / 1024).toBeLessThan(kb / 5);
      }
    });
  });
});
