// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC, mutate, positionOf } from '../../../support/catalogue';
import { SPEC_CONFIG as SPEC_FILE } from '../../../../scripts/catalogue/catalogue-file';
import { formatIssue, formatPath } from '../../../../src/config/errors';
import { loadCatalogueAsync } from '../../../../src/build-time/load';
import { appIconCheck } from '../../../../scripts/catalogue/app-icon-check';
import { catalogueFile } from '../../../../scripts/catalogue/catalogue-file';
import { readCatalogueChecked } from '../../../../scripts/catalogue/read-catalogue';

const APP = 'app: { shortName: Vastra Bhandar, icon: /favicon.svg }';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f3d' } })
    .png()
    .toBuffer();

describe('site.app.icon', () => {
  let dir: string;
  let publicDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'app-icon-check-'));
    publicDir = join(dir, 'public');
    const files: Record<string, string | Buffer> = {
      'public/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
      'public/wide.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64"/></svg>',
      'public/icons/big.png': await png(512, 512),
      'public/small.png': await png(256, 256),
      'public/wide.png': await png(600, 512),
      'public/broken.png': 'not a picture',
      'outside.png': await png(512, 512),
    };
    for (const [path, body] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), body);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The specification's YAML with its public folder in the test's folder. */
  const withPublic = (yaml: string) => mutate(yaml, 'public: ../../../public', `public: ${publicDir}`);
  /** The problems, as the loader locates them, of `yaml` checked with the icon check. */
  const problems = async (yaml: string) => {
    const result = await loadCatalogueAsync(yaml, (config) => appIconCheck(config, dir));
    return result.ok ? [] : result.issues;
  };
  /** The located problems for site.app.icon set to `icon` in the specification's YAML. */
  const check = async (icon: string) => {
    const yaml = withPublic(mutate(SPEC, APP, `app: { shortName: Vastra Bhandar, icon: ${icon} }`));
    const { line, col } = positionOf(yaml, icon, 'app: {');
    return (await problems(yaml)).map((i) => formatIssue(i).replace(` (line ${line}, col ${col})`, ' @icon'));
  };

  it('may be a square SVG of any size, or a square raster of at least 512 px, in files.public', async () => {
    expect(await check('/icon.svg')).toEqual([]);
    expect(await check('/icons/big.png')).toEqual([]);
  });

  it('is refused, at its line, when it is not in files.public or not a picture', async () => {
    expect(await check('/missing.svg')).toEqual([`site.app.icon @icon: no file "/missing.svg" in files.public (${publicDir})`]);
    expect(await check('/../outside.png')).toEqual([
      `site.app.icon @icon: "/../outside.png" is outside files.public (${publicDir}): name a picture inside it, such as "/icon.svg"`,
    ]);
    const [broken] = await check('/broken.png');
    expect(broken).toMatch(/^site\.app\.icon @icon: "\/broken\.png" is not a picture the build can read \(.+\)$/);
  });

  it('is refused, at its line, when it is not square or a raster under 512 px', async () => {
    expect(await check('/small.png')).toEqual([
      'site.app.icon @icon: "/small.png" is 256x256: the icon must be at least 512x512 (or an SVG)',
    ]);
    expect(await check('/wide.png')).toEqual(['site.app.icon @icon: "/wide.png" is 600x512: the icon must be square']);
    expect(await check('/wide.svg')).toEqual(['site.app.icon @icon: "/wide.svg" is 96x64: the icon must be square']);
  });

  it('is not checked when the shop sets no site.app', async () => {
    expect(await problems(withPublic(mutate(SPEC, APP, '')))).toEqual([]);
  });

  it('is reported in the same pass as every other problem, from one read of the file', async () => {
    const yaml = mutate(withPublic(mutate(SPEC, APP, 'app: { shortName: Vastra Bhandar, icon: /small.png }')), 'to: wallet,', 'to: walet,');
    const found = (await problems(yaml)).map((i) => formatPath(i.path));
    expect(found).toContain('site.app.icon');
    expect(found.some((path) => path.startsWith('categories['))).toBe(true);
  });

  it("fails check-config and the build with the file's name, the key and the line", async () => {
    const yaml = withPublic(mutate(SPEC, APP, 'app: { shortName: Vastra Bhandar, icon: /small.png }'));
    const file = join(dir, 'catalogue.config.yaml');
    await writeFile(file, yaml.replace('demoData: demo-data', `demoData: ${resolve(dirname(SPEC_FILE), 'demo-data')}`));
    const { line, col } = positionOf(yaml, '/small.png');
    await expect(readCatalogueChecked(file, catalogueFile(file).label)).rejects.toThrow(
      `${catalogueFile(file).label}: 1 problem\n  site.app.icon (line ${line}, col ${col}): "/small.png" is 256x256: the icon must be at least 512x512 (or an SVG)`,
    );
  });

  // Not the owner's catalogue.config.yaml: an edit there is checked by check-config (test:shops), never turns this red.
  it("passes on the specification's and the example shop's favicon.svg", async () => {
    for (const config of ['tests/fixtures/spec/catalogue.config.yaml', 'examples/shoe-shop/catalogue.config.yaml']) {
      const file = catalogueFile(config);
      await expect(readCatalogueChecked(file.path, file.label), config).resolves.toBeDefined();
    }
  });
});
