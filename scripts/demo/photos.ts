// The demo photographs and their resized copies are generated, not committed: tens of MB of JPEG,
// AVIF and WebP would bloat every clone. This writes them when missing or out of date, and does
// nothing (one hash, one stat per file) when a manifest says they match their inputs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { ruleFor, variantUrl, type ImageFormat, type ImagesConfig } from '../../src/domain/image-variants.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { photograph } from './photo-filter.ts';
import { demoPhotos, PHOTO_ROOT, type PhotoSpec } from './photo-list.ts';

const MANIFEST = 'manifest.json';
/** Two at a time: enough to keep two cores busy (sharp encodes off the main thread), no more. */
const PARALLEL = 2;
/** These files shape the output; editing one regenerates the photos. */
const SOURCES = ['photo-filter.ts', 'photos.ts'].map((f) => fileURLToPath(new URL(f, import.meta.url)));

// Low AVIF effort: a cold generation must stay around a minute on two cores; the bytes differ by a few %.
const ENCODE: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 1 }),
  webp: (img) => img.webp({ quality: 72, effort: 2 }),
  jpg: (img) => img.jpeg({ quality: 76, mozjpeg: true }),
  jpeg: (img) => img.jpeg({ quality: 76, mozjpeg: true }),
  png: (img) => img.png({ compressionLevel: 9 }),
};

export interface Variant {
  url: string;
  width: number;
  format: ImageFormat;
}

/** The resized copies of one original that the config's `images` rules name (none without a rule). */
export function photoVariants(src: string, images: ImagesConfig | undefined): Variant[] {
  const rule = ruleFor(src, images);
  if (!rule || !images) return [];
  return images.widths.flatMap((width) => rule.formats.map((format) => ({ url: variantUrl(src, rule, width, format), width, format })));
}

/** The original and every variant of one photo, by site URL. */
export async function renderPhoto(photo: PhotoSpec, images: ImagesConfig | undefined): Promise<Map<string, Buffer>> {
  const original = await photograph(photo.svg, photo.width, photo.height, photo.src);
  const files = new Map([[photo.src, original]]);
  for (const v of photoVariants(photo.src, images)) {
    const resized = sharp(original).resize({ width: v.width, withoutEnlargement: true });
    files.set(v.url, await ENCODE[v.format](resized).toBuffer());
  }
  return files;
}

/** Everything the output depends on; the manifest stores its hash. */
function inputsHash(photos: readonly PhotoSpec[], images: ImagesConfig | undefined): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ photos, images: images ?? null, sharp: sharp.versions }));
  for (const file of SOURCES) hash.update(readFileSync(file));
  return hash.digest('hex');
}

export interface PhotosResult {
  /** False when the manifest matched and every file was there. */
  generated: boolean;
  photos: number;
  files: number;
  seconds: number;
}

/**
 * Makes sure every demo photo of the shipped shop and its variants exist under `publicDir`.
 * Only the repository's own public folder holds them; another shop has its own pictures.
 */
export function ensureDemoPhotos(catalogue: Catalogue, publicDir: string, log?: (line: string) => void): Promise<PhotosResult> {
  return ensurePhotos(demoPhotos(catalogue), catalogue.images, publicDir, log);
}

/** Writes `photos` and their variants under `publicDir` unless its manifest says they are there and current. */
export async function ensurePhotos(
  photos: readonly PhotoSpec[],
  images: ImagesConfig | undefined,
  publicDir: string,
  log: (line: string) => void = console.log,
): Promise<PhotosResult> {
  const started = performance.now();
  const dir = join(publicDir, PHOTO_ROOT);
  const manifestPath = join(dir, MANIFEST);
  const hash = inputsHash(photos, images);
  const urls = photos.flatMap((p) => [p.src, ...photoVariants(p.src, images).map((v) => v.url)]);
  const seconds = () => (performance.now() - started) / 1000;
  if (
    upToDate(
      manifestPath,
      hash,
      urls.map((u) => join(publicDir, u)),
    )
  )
    return { generated: false, photos: photos.length, files: urls.length, seconds: seconds() };

  log(`demo photos: generating ${photos.length} photos and their resized copies into ${dir} (first run or generator changed)`);
  // Wiped first so a renamed photo never leaves a stale file behind.
  rmSync(dir, { recursive: true, force: true });
  const queue = [...photos];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      for (const [url, bytes] of await renderPhoto(photo, images)) writeAtomically(join(publicDir, url), bytes);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  writeAtomically(manifestPath, `${JSON.stringify({ hash, files: urls.length }, null, 2)}\n`);
  log(`demo photos: ${urls.length} files in ${seconds().toFixed(1)} s`);
  return { generated: true, photos: photos.length, files: urls.length, seconds: seconds() };
}

function upToDate(manifestPath: string, hash: string, files: readonly string[]): boolean {
  if (!existsSync(manifestPath)) return false;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { hash?: string };
    return manifest.hash === hash && files.every((f) => existsSync(f));
  } catch {
    return false;
  }
}

/** Another process (a test runner, a second build) may read the folder while this writes it. */
function writeAtomically(path: string, content: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}
