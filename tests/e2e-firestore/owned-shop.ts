import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { SPEC, loadedCatalogue } from '../support/catalogue';
import type { Catalogue } from '../../src/catalogue/schema';

/** The one owner of the suite's shop, at a reserved domain that receives no mail. */
export const OWNER = 'owner@example.com';
/** The statuses the owner may set besides the new one. */
export const OWNER_STATUSES = ['Replied', 'Closed'];

/**
 * The specification's shop with an owner and the owner's statuses, which the frozen spec has neither of:
 * its public pages are the spec's, and its owner's pages and rules are what a shop that names an owner
 * gets. The folders it names are made absolute, so the copy can sit in a folder of its own.
 */
export function ownedSpecYaml(): string {
  const doc = parseDocument(SPEC);
  const specDir = dirname(resolve(SPEC_CONFIG));
  for (const key of ['demoData', 'public']) doc.setIn(['files', key], resolve(specDir, String(doc.getIn(['files', key]))));
  doc.set('owners', [OWNER]);
  doc.setIn(['enquiries', 'statuses'], OWNER_STATUSES);
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
