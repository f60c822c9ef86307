// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { engineText } from '../../../../src/config/engine-text';
import { text, wholeNumber } from '../../../../src/config/schema/primitives';
import { catalogueSchema } from '../../../../src/catalogue/schema';
import { configKeys } from '../../../../scripts/catalogue/config-keys';
import { CONFIG_REFERENCE_PATH, configReference, renderConfigReference } from '../../../../scripts/catalogue/config-reference';
import { SHIPPED_CONFIG, catalogueFile } from '../../../../scripts/catalogue/catalogue-file';
import { GENERATE_COMMAND, generatedFiles, staleFiles } from '../../../../scripts/catalogue/generated-files';
import { SPEC, loadedCatalogue } from '../../../support/catalogue';

const tiny = z.strictObject({
  shop: z
    .strictObject({
      name: text.describe("The shop's name."),
      limit: wholeNumber(1, 10).default(5).describe('How many cards a page shows.'),
      note: z.string().optional().describe('A | note.'),
    })
    .describe('Who the shop is.'),
  greeting: z.strictObject({ hello: engineText('Hello {name}').describe('The greeting: {name} is the visitor.') }).prefault({}),
  sections: z.array(
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('banner'), wide: z.boolean() }).describe('A banner.'),
      z.strictObject({ type: z.literal('list'), order: z.enum(['new', 'old']).default('new') }),
    ]),
  ),
});

describe('the configuration reference', () => {
  const md = renderConfigReference(tiny);
  const rows = md.split('\n').filter((line) => line.startsWith('| `'));

  it('lists every key by its YAML path with its type, default and description, grouped by top-level key', () => {
    expect(md).toContain('## shop\n\nWho the shop is.\n\nobject; required.\n');
    expect(rows).toEqual([
      "| `shop.name` | text, or one per language | required | The shop's name. |",
      '| `shop.limit` | whole number from 1 to 10 | `5` | How many cards a page shows. |',
      '| `shop.note` | text | optional | A \\| note. |',
      '| `greeting.hello` | text, or one per language | engine default (English): "Hello {name}" | The greeting: {name} is the visitor. |',
      '| `sections[].wide` | true or false | required |  |',
      '| `sections[].order` | one of `new`, `old` | `"new"` |  |',
    ]);
  });

  it('gives each member of a tagged union its own heading, under its tag', () => {
    expect(md).toContain('### `sections[]` with `type: banner`\n\nA banner.\n');
    expect(md).toContain('### `sections[]` with `type: list`\n');
    expect(md.indexOf('`sections[].wide`')).toBeLessThan(md.indexOf('type: list`'));
  });

  it('marks a described engine text as one: `.describe()` keeps what engineText registered', () => {
    expect(md).toContain('engine default (English): "Hello {name}"');
  });

  it('describes every key of the catalogue, for the owner and for editor hover', () => {
    const undescribed = configKeys(catalogueSchema).flatMap((g) =>
      [g.key, ...g.keys, ...g.variants.flatMap((v) => v.keys)].filter((k) => !k.description).map((k) => k.path),
    );
    expect(undescribed, 'write a .describe() for each').toEqual([]);
  });

  it('is current: docs/config-reference.md is what `npm run generate` writes', () => {
    expect(readFileSync(CONFIG_REFERENCE_PATH, 'utf8'), `run \`${GENERATE_COMMAND}\``).toBe(configReference());
  });

  it('is a generated file of the shipped catalogue, so check-config names it when stale', () => {
    // Which shop's catalogue does not matter: the reference follows the engine's schema alone.
    const reference = generatedFiles(catalogueFile(SHIPPED_CONFIG), loadedCatalogue(SPEC), null).find(
      (f) => f.path === resolve(CONFIG_REFERENCE_PATH),
    );
    expect(reference?.what).toBe('the configuration reference');
    expect(staleFiles([{ ...reference!, content: `${reference!.content}stale` }])).toHaveLength(1);
    expect(staleFiles([reference!])).toEqual([]);
  });
});
