// Writes the offline demo catalogue: product documents (src/data/demo/collections) and every demo
// picture (public/demo/img, public/favicon.svg). Seeded, so two runs give byte-identical files.
// Videos come from scripts/generate-demo-videos.sh, which needs ffmpeg and is run by hand.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBrandImages } from './demo/brand-images.ts';
import { addCategoryImages, addProductImages, addShowcaseImages, type Files } from './demo/catalogue-images.ts';
import { COLLECTIONS, collectionSlug } from './demo/collections.ts';
import { buildDocuments } from './demo/documents.ts';
import { addEmbedImages } from './demo/embed-images.ts';
import { addHomeImages } from './demo/home-images.ts';
import { addShowroomImages } from './demo/showroom-images.ts';
import { readCatalogue } from '../src/kinds/catalogue/read.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// Wiped first so a renamed collection or image never leaves a stale file behind.
const OWNED_DIRS = ['src/data/demo/collections', 'public/demo/img'];
const MAX_SVG_BYTES = 2048;

function main(): void {
  const files: Files = new Map();
  const counts: string[] = [];
  for (const spec of COLLECTIONS) {
    const docs = buildDocuments(spec);
    // Compact JSON: these files ship to phones.
    files.set(`src/data/demo/collections/${collectionSlug(spec.name)}.json`, `${JSON.stringify(docs)}\n`);
    addProductImages(files, spec);
    counts.push(`${spec.name}: ${docs.length}`);
  }
  addCategoryImages(files);
  addShowcaseImages(files, readCatalogue(join(ROOT, 'catalogue.config.yaml')));
  addHomeImages(files);
  addShowroomImages(files);
  addEmbedImages(files);
  addBrandImages(files);

  const oversized = [...files].filter(([p, s]) => p.includes('/products/') && Buffer.byteLength(s) > MAX_SVG_BYTES);
  if (oversized.length) throw new Error(`Product SVGs over ${MAX_SVG_BYTES} bytes: ${oversized.map(([p]) => p).join(', ')}`);

  for (const dir of OWNED_DIRS) rmSync(join(ROOT, dir), { recursive: true, force: true });
  for (const [rel, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const abs = join(ROOT, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  console.log(counts.join('\n'));
  console.log(`Wrote ${files.size} files.`);
}

main();
