// Writes the offline demo catalogue. For the shipped shop: product documents (demo-data/), every
// demo drawing (public/demo/img, public/favicon.svg) and, when missing or out of date, the demo
// photographs and their resized copies (public/demo/img/photos, git-ignored: see demo/photos.ts). For another shop (CATALOGUE_CONFIG): starter
// products and pictures for each list that has no demo file yet, beside its config; nothing it
// already has is touched. Seeded, so two runs give byte-identical files.
// Videos come from scripts/generate-demo-videos.sh, which needs ffmpeg and is run by hand.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBrandImages } from './demo/brand-images.ts';
import { addCategoryImages, type Files } from './demo/catalogue-images.ts';
import { collectionFileName } from '../src/domain/collection-file.ts';
import { extraLanguageKeys } from '../src/domain/shop-languages.ts';
import { COLLECTIONS } from './demo/collections.ts';
import { bengaliProductText } from './demo/bengali-products.ts';
import { buildDocuments } from './demo/documents.ts';
import { addEmbedImages } from './demo/embed-images.ts';
import { addHomeImages } from './demo/home-images.ts';
import { PHOTO_ROOT } from './demo/photo-list.ts';
import { ensureDemoPhotos } from './demo/photos.ts';
import { configRelative } from './catalogue/catalogue-file.ts';
import { openCatalogueOrExit } from './catalogue/open-catalogue.ts';
import { starterFiles } from './demo/starter.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The demo folder may not exist yet: this command creates it.
const SHOP = openCatalogueOrExit(undefined, { checkFolders: false });
const rel = (path: string) => relative(ROOT, path);
const DEMO_DIR = rel(SHOP.demoDir ?? configRelative(SHOP.file, 'demo-data'));
const PUBLIC_DIR = rel(configRelative(SHOP.file, SHOP.catalogue.files.public));

async function main(): Promise<void> {
  if (!SHOP.file.shipped) return starter();
  const files: Files = new Map();
  const counts: string[] = [];
  // The Bengali texts of the lists bengaliProductText words, when the shop has Bengali pages (locales.bn).
  const bengali = extraLanguageKeys(SHOP.catalogue).includes('bn');
  for (const spec of COLLECTIONS) {
    const listId = SHOP.catalogue.lists.find((l) => l.collection === spec.name)?.id;
    const docs = buildDocuments(spec).map((doc) => {
      const bn = bengali && listId !== undefined ? bengaliProductText(listId, doc) : undefined;
      return bn ? { ...doc, i18n: { bn } } : doc;
    });
    // Compact JSON: these files ship to phones.
    files.set(`${DEMO_DIR}/${collectionFileName(spec.name)}`, `${JSON.stringify(docs)}\n`);
    counts.push(`${spec.name}: ${docs.length}`);
  }
  addCategoryImages(files);
  addHomeImages(files);
  addEmbedImages(files);
  addBrandImages(files);

  // Wiped first so a renamed collection or image never leaves a stale file behind. Kept: the photos,
  // whose manifest tells whether they need making again, and the share card, which is made by hand.
  const keep = new Set([PHOTO_ROOT.split('/').pop(), 'share.png']);
  const img = join(ROOT, PUBLIC_DIR, 'demo/img');
  const drawings = existsSync(img)
    ? readdirSync(img)
        .filter((f) => !keep.has(f))
        .map((f) => join(img, f))
    : [];
  for (const path of [join(ROOT, DEMO_DIR), ...drawings]) rmSync(path, { recursive: true, force: true });
  write(files);
  console.log(counts.join('\n'));
  console.log(`Wrote ${files.size} files.`);
  const made = await ensureDemoPhotos(SHOP.catalogue, join(ROOT, PUBLIC_DIR));
  if (!made.generated) console.log(`Demo photos up to date (${made.files} files).`);
}

/** Another shop: fills in only what is missing, so its own products and pictures are never overwritten. */
function starter(): void {
  const has = (slug: string) => existsSync(join(ROOT, DEMO_DIR, `${slug}.json`));
  const files = starterFiles(SHOP.catalogue, { demo: DEMO_DIR, public: PUBLIC_DIR }, has);
  write(files);
  const lists = [...files.keys()].filter((f) => f.endsWith('.json'));
  console.log(
    lists.length
      ? `Starter data for ${lists.length} collection(s): ${lists.join(', ')}`
      : 'Every list already has a demo file; nothing written.',
  );
  if (SHOP.catalogue.files.demoData === undefined && lists.length)
    console.log(`Add to ${SHOP.file.label}:\nfiles:\n  demoData: ${relative(SHOP.file.dir, join(ROOT, DEMO_DIR))}`);
}

function write(files: Files): void {
  for (const [path, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const abs = join(ROOT, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

await main();
