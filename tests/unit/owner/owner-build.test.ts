// The owner's path after an edit, on a copy of their live catalogue.config.yaml: `npm run check-config`
// names each generated file the edit made stale and the one command that rewrites them; after it, the
// check passes, and the site builds with the edits in its pages.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../../scripts/build/page-file';
import { GENERATE_COMMAND } from '../../../scripts/catalogue/generated-files';
import { telHref } from '../../../src/domain/templates';
import { catalogueFrom } from '../../support/catalogue';
import { ENQUIRIES } from '../../support/minimal-catalogue';
import { addGuideList, rebrand, removeList } from '../../support/owner/owner-edits';
import { copyEnv, liveShop, shopCopy, type ShopCopy } from '../../support/owner/shop-copy';

const exec = promisify(execFile);
const run = (copy: ShopCopy, script: string, ...args: string[]) =>
  exec('npx', ['tsx', script, ...args], { env: copyEnv(copy), maxBuffer: 16 << 20 });
const checkConfig = (copy: ShopCopy) => run(copy, 'scripts/check-config.ts');
const generate = (copy: ShopCopy) => run(copy, 'scripts/generate.ts');

describe("the owner's path after an edit", () => {
  it(`check-config names the stale generated files and \`${GENERATE_COMMAND}\`; after it, the check passes`, async () => {
    const copy = shopCopy(liveShop());
    await generate(copy);
    await expect(checkConfig(copy)).resolves.toMatchObject({ stdout: expect.stringContaining(': OK (') });

    const added = addGuideList(liveShop(), 'first');
    const rulesBefore = readFileSync(join(copy.dir, 'firestore.rules'), 'utf8');
    expect(rulesBefore).not.toContain(`'${added.collection}'`);
    writeFileSync(copy.config, added.yaml);
    const stale = checkConfig(copy);
    await expect(stale).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`firestore.rules (the Firestore security rules) does not match`),
    });
    await expect(stale).rejects.toMatchObject({ stderr: expect.stringContaining(`run \`${GENERATE_COMMAND}\``) });

    await expect(generate(copy)).resolves.toMatchObject({ stdout: expect.stringContaining('firestore.rules: written') });
    expect(readFileSync(join(copy.dir, 'firestore.rules'), 'utf8')).toContain(`'${added.collection}'`);
    await expect(checkConfig(copy)).resolves.toMatchObject({ stdout: expect.stringContaining(': OK (') });
    // Five commands, each a Node process loading the engine: a ceiling for a loaded machine, not an expected time.
  }, 600_000);

  it('builds the three everyday edits together, and the built pages show each', async () => {
    const added = addGuideList(liveShop(), 'first');
    const removed = removeList(added.yaml);
    const rebranded = rebrand(removed.yaml);
    // An owner to look for in the built files: the shop's own, or one added when it names none (with the
    // enquiry box owners need, should the shop take no enquiries).
    const edited = catalogueFrom(rebranded.yaml);
    const box = edited.enquiries ? '' : `enquiries:${ENQUIRIES}\n`;
    const yaml = edited.owners.length ? rebranded.yaml : `${rebranded.yaml}\nowners: [owner.check@example.in]\n${box}`;
    const copy = shopCopy(yaml);
    await generate(copy);
    await checkConfig(copy);
    const dist = join(copy.dir, 'dist');
    await run(copy, 'scripts/build/build.ts', '--outDir', dist);

    const page = (route: string) => new DOMParser().parseFromString(readFileSync(join(dist, pageFile(route)), 'utf8'), 'text/html');
    const list = page(added.route);
    // 'Dupatta', or 'Dupatta 2' on a shop that already has one.
    expect(list.querySelector('h1')?.textContent).toBe(added.title);
    expect(list.title).toContain(rebranded.name);
    expect(list.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(rebranded.brand);
    expect(existsSync(join(dist, pageFile(removed.route))), `${removed.route} is not built`).toBe(false);
    const home = page('/');
    expect(home.title).toContain(rebranded.name);
    expect([...home.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContain(removed.route);
    const lists = catalogueFrom(rebranded.yaml).lists;
    const calls = lists.flatMap((l) => [...page(l.route).querySelectorAll(`a[href="${telHref(rebranded.callBook)}"]`)]);
    expect(calls.length, 'the new Call Book number on the product cards').toBeGreaterThan(0);
    // The owners' addresses are build-time only: in the rules, in no page, chunk or file the site serves.
    const { owners } = catalogueFrom(yaml);
    expect(readFileSync(join(copy.dir, 'firestore.rules'), 'utf8')).toContain(`'${owners[0]}'`);
    const texts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(html|js|mjs|css|json|txt|xml|webmanifest|svg|map)$/.test(f) && statSync(join(dist, f)).isFile(),
    );
    expect(texts.filter((f) => f.endsWith('.js')).length, 'the built chunks are read').toBeGreaterThan(0);
    expect(texts.filter((f) => owners.some((o) => readFileSync(join(dist, f), 'utf8').toLowerCase().includes(o)))).toEqual([]);
  }, 600_000);
});
