// The two sites the image figures compare the current one with: the same photos without resized
// copies, and the site as an older commit built it (the drawings, before the photos).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../../src/config/errors.ts';
import { parseYaml } from '../../src/config/parse-yaml.ts';
import { catalogueFile } from '../catalogue/catalogue-file.ts';
import { buildAt } from './build-at.ts';
import { buildSite, type BuiltSite } from './build-site.ts';

/** The site built from a copy of the catalogue without `images.variants`: every photo as uploaded. */
export async function buildUnresizedSite(): Promise<BuiltSite> {
  const file = catalogueFile();
  // Beside the original, so the folders it names resolve to the same places.
  const copy = join(file.dir, `.bench-unresized-${process.pid}.yaml`);
  // The project's one YAML reader (YAML 1.2 only, located errors), whose document keeps the owner's layout.
  const parsed = parseYaml(await readFile(file.path, 'utf8'));
  if (!parsed.ok) throw new ConfigError(file.label, parsed.issues);
  parsed.doc.deleteIn(['images', 'variants']);
  await writeFile(copy, String(parsed.doc));
  try {
    return await buildSite({ config: copy, typecheck: false });
  } finally {
    await rm(copy, { force: true });
  }
}

/** The site as `ref` (a commit) built it on demo data. */
export const buildSiteAt = (ref: string): Promise<BuiltSite> => buildAt(ref, (cwd) => buildSite({ cwd, typecheck: false }));
