// A shop written for an earlier release keeps building after an upgrade. The frozen fixture is the shoe
// shop's YAML as it was before texts began to get engine defaults (issue 30): it must validate, build and
// render after every change, and check-config lists, without refusing, each text it leaves to the engine.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../../scripts/build/page-file';
import { loadCatalogue } from '../../../src/build-time/load';
import { formatPath } from '../../../src/config/errors';
import { copyEnv, shopCopy } from '../../support/owner/shop-copy';

const exec = promisify(execFile);
const FIXTURE = 'tests/fixtures/previous-release/shoe-shop.catalogue.config.yaml';
// Its demo data and public folder: the shoe shop's own, as the file names them.
const SHOP_DIR = 'examples/shoe-shop';
const previous = readFileSync(FIXTURE, 'utf8');

/** The fixture with some keys removed, as an older shop's file would lack them. */
function without(yaml: string, ...paths: string[][]): string {
  const doc = parseDocument(yaml);
  for (const path of paths) doc.deleteIn(path);
  return doc.toString();
}

function load(yaml: string) {
  const result = loadCatalogue(yaml);
  if (!result.ok) throw new Error(result.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('\n'));
  return result;
}

describe('a shop written for an earlier release', () => {
  it('validates, and every warning is a text its file does not set', () => {
    const { warnings } = load(previous);
    const doc = parseDocument(previous);
    for (const warning of warnings) {
      expect(warning.code).toBe('engine-default');
      expect(doc.hasIn(warning.path), formatPath(warning.path)).toBe(false);
    }
    expect(warnings.map((w) => formatPath(w.path))).toContain('texts.list.staleNote');
  });

  it("missing the texts the last releases added, validates and lists each with its line and the engine's words", () => {
    const older = without(previous, ['texts', 'enquiry', 'invalidFormat'], ['texts', 'enquiry', 'boxFull'], ['texts', 'offline']);
    const { value, warnings } = load(older);
    const listed = warnings.map((w) => formatPath(w.path));
    for (const key of ['texts.enquiry.invalidFormat', 'texts.enquiry.boxFull', 'texts.offline.title', 'texts.offline.listNote'])
      expect(listed).toContain(key);
    // Located at the mapping that should hold them, so the owner knows where to write them.
    const offlineTitle = warnings.find((w) => formatPath(w.path) === 'texts.offline.title')!;
    expect(offlineTitle.line).toBeGreaterThan(0);
    expect(offlineTitle.message).toContain(JSON.stringify(value.texts.offline.title));
    expect(value.texts.enquiry.boxFull).toContain('{phone}');
  });

  it('builds on its demo data, and check-config passes while naming the fallbacks', async () => {
    const copy = shopCopy(previous, SHOP_DIR);
    const env = copyEnv(copy);
    const run = (script: string, ...args: string[]) => exec('npx', ['tsx', script, ...args], { env, maxBuffer: 16 << 20 });
    await run('scripts/generate.ts');
    const checked = await run('scripts/check-config.ts');
    expect(checked.stdout).toContain(': OK (');
    expect(checked.stderr).toContain('texts.list.staleNote');

    const dist = join(copy.dir, 'dist');
    await run('scripts/build/build.ts', '--outDir', dist);
    const { value } = load(previous);
    for (const page of value.pages) {
      const html = new DOMParser().parseFromString(readFileSync(join(dist, pageFile(page.route)), 'utf8'), 'text/html');
      expect(html.querySelector('h1')?.textContent, page.route).toBeTruthy();
    }
  }, 300_000);
});
