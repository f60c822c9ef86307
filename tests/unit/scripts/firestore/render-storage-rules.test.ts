// @vitest-environment node
// storage.rules are tested as generated text only. The Cloud Storage emulator's rules runtime is a download
// (firebase-tools fetches it on first use) that these machines cannot make, so nothing here evaluates them;
// the upload stand-in (tests/support/storage-stand-in.ts) refuses what these rules refuse, but it is not them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderStorageRules } from '../../../../scripts/firestore/render-storage-rules';
import { renderRules } from '../../../../scripts/firestore/render-rules';
import { isOwnerFunction } from '../../../../scripts/firestore/is-owner';
import { SHIPPED_CONFIG, catalogueFile } from '../../../../scripts/catalogue/catalogue-file';
import { generatedFiles, staleFiles } from '../../../../scripts/catalogue/generated-files';
import { PHOTO_MAX_BYTES } from '../../../../src/domain/product-photos';
import { SPEC, catalogueFrom, specCatalogue } from '../../../support/catalogue';

const withOwners = (owners: string) => catalogueFrom(`${SPEC}\nowners: ${owners}\n`);
const allows = (rules: string) => rules.match(/allow [\w, ]+: if [^;]*;/g)?.map((line) => line.replace(/\s*\n\s*/g, ' ')) ?? [];

describe('storage.rules', () => {
  it('let anyone read a product photo, and owners list, delete and write images of at most 2 MB under products/ only', () => {
    const rules = renderStorageRules(withOwners('[rina@example.in, Shop@Example.COM]'));
    expect(rules.startsWith("rules_version = '2';\n")).toBe(true);
    expect(rules).toContain('service firebase.storage {\n  match /b/{bucket}/o {\n');
    // One match block, for products/ and everything below it: every other path matches nothing, so it is denied.
    expect(rules.match(/match \/[^\s]+ \{/g)).toEqual(['match /b/{bucket}/o {', 'match /products/{path=**} {']);
    expect(allows(rules)).toEqual([
      'allow get: if true;',
      'allow list, delete: if isOwner();',
      "allow create, update: if isOwner() && request.resource.size <= 2097152 && request.resource.contentType.matches('image/(avif|webp|jpeg|png)');",
    ]);
    expect(PHOTO_MAX_BYTES).toBe(2 * 1024 * 1024);
    // No blanket grant anywhere: no `write` (which would include delete for anyone matching) and no `read` (get and list).
    expect(rules).not.toMatch(/allow (read|write)\b/);
  });

  it("hold the owners' check of firestore.rules, word for word: an owner is the same person to both", () => {
    const shop = withOwners('[rina@example.in, Shop@Example.COM]');
    const check = isOwnerFunction(['rina@example.in', 'shop@example.com']);
    expect(renderStorageRules(shop)).toContain(check);
    expect(renderRules(shop)).toContain(check);
    expect(check).toContain('request.auth.token.email_verified == true');
    expect(check).toContain('request.auth.token.email.lower() in [');
    expect(check).toContain("          'shop@example.com'\n        ];");
  });

  it('let nobody list, write or delete without owners: the public may only read', () => {
    for (const shop of [specCatalogue(), withOwners('[]')]) {
      const rules = renderStorageRules(shop);
      expect(allows(rules)).toEqual(['allow get: if true;']);
      expect(rules).not.toContain('isOwner');
      expect(rules).toContain('The config lists no owners, so nobody may list, write or delete a photo.');
    }
  });

  it('quote an address as a rules string, so an apostrophe cannot end the list', () => {
    expect(renderStorageRules(withOwners(`["o'neil@example.in"]`))).toContain("          'o\\'neil@example.in'\n");
  });

  it('are a generated file, checked by check-config and named in firebase.json for `firebase deploy --only storage`', () => {
    const shop = withOwners('[rina@example.in]');
    const files = generatedFiles(catalogueFile(SHIPPED_CONFIG), shop, null);
    const storage = files.find((f) => f.path === resolve('storage.rules'));
    expect(storage).toMatchObject({ what: 'the Cloud Storage security rules', content: renderStorageRules(shop), required: true });
    // Written for a shop with owners, it is stale once the list changes (in a folder of its own: not the repository's file).
    const written = join(mkdtempSync(join(tmpdir(), 'storage-rules-')), 'storage.rules');
    writeFileSync(written, storage!.content);
    expect(staleFiles([{ ...storage!, path: written }])).toEqual([]);
    expect(staleFiles([{ ...storage!, path: written, content: renderStorageRules(specCatalogue()) }])).toHaveLength(1);
    const hosting = files.find((f) => f.path === resolve('firebase.json'));
    expect((JSON.parse(hosting!.content) as { storage: unknown }).storage).toEqual({ rules: 'storage.rules' });
  });
});
