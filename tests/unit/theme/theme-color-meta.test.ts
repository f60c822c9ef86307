import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { cataloguePlugin } from '../../../scripts/vite/catalogue-plugin';
import { SPEC, mutate } from '../../support/catalogue';

// A copy of the specification's file with another brand colour, beside the folders its `files:` block names.
function pluginFor(yaml: string): Plugin {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-theme-'));
  for (const folder of ['demo-data', 'public']) mkdirSync(join(dir, folder));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, yaml);
  return cataloguePlugin(file);
}

describe("index.html's theme-color", () => {
  it('is the theme brand colour', () => {
    const plugin = pluginFor(mutate(SPEC, 'brand: "#7a1f3d"', 'brand: "#204060"'));
    const html = (plugin.transformIndexHtml as (html: string) => string)('<meta name="theme-color" content="%THEME_COLOR%" />');
    expect(html).toBe('<meta name="theme-color" content="#204060" />');
  });
});
