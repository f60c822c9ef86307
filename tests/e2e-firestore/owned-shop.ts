import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { SPEC, loadedCatalogue } from '../support/catalogue';
import { PHOTO_ROOT, publicPhotoUrl } from '../../src/domain/product-photos';
import type { Catalogue } from '../../src/catalogue/schema';
import { STORAGE_BUCKET } from './settings';

/** The one owner of the suite's shop, at a reserved domain that receives no mail. */
export const OWNER = 'owner@example.com';
/** The statuses the owner may set besides the new one. */
export const OWNER_STATUSES = ['Replied', 'Closed'];
/** Where the owner's photos are read from: the test bucket's public URL of products/, as a product's `img` holds it. */
export const PHOTO_URL_PREFIX = publicPhotoUrl(STORAGE_BUCKET, `${PHOTO_ROOT}/`);
/** The owner's photos' `images.variants` rule, as the shipped config has one for its bucket: copies the phone encodes itself. */
export const PHOTO_RULE = { match: PHOTO_URL_PREFIX, url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] };

/**
 * The specification's shop with an owner and the owner's statuses, which the frozen spec has neither of, and
 * an `images.variants` rule for the test bucket's photos after the spec's own rules: its public pages are the
 * spec's (no seeded picture is in the bucket), and its owner's pages and rules are what a shop that names an
 * owner gets. The folders it names are made absolute, so the copy can sit in a folder of its own.
 */
export function ownedSpecYaml(): string {
  const doc = parseDocument(SPEC);
  const specDir = dirname(resolve(SPEC_CONFIG));
  for (const key of ['demoData', 'public']) doc.setIn(['files', key], resolve(specDir, String(doc.getIn(['files', key]))));
  doc.set('owners', [OWNER]);
  doc.setIn(['enquiries', 'statuses'], OWNER_STATUSES);
  doc.addIn(['images', 'variants'], doc.createNode(PHOTO_RULE));
  return String(doc);
}

/** The owned shop's catalogue, validated by the real loader. */
export const ownedSpecCatalogue = (): Catalogue => loadedCatalogue(ownedSpecYaml());

/** Writes the owned shop's catalogue.config.yaml in a new folder, for the seed and the build to read. */
export function writeOwnedSpecShop(): string {
  const config = join(mkdtempSync(join(tmpdir(), 'catalogue-owned-spec-')), 'catalogue.config.yaml');
  writeFileSync(config, ownedSpecYaml());
  return config;
}
