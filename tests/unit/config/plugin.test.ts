import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { cataloguePlugin } from '../../../scripts/vite/catalogue-plugin';
import { SHIPPED, mutate } from '../../support/catalogue';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load' | 'transformIndexHtml', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({ addWatchFile() {} }, ...args);

const withFile = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.config.yaml');
  writeFileSync(file, text);
  return cataloguePlugin(file);
};

describe('the Vite plugin', () => {
  it('serves the validated catalogue as plain JSON under virtual:catalogue', () => {
    const plugin = withFile(SHIPPED);
    const id = call(plugin, 'resolveId', 'virtual:catalogue') as string;
    const code = call(plugin, 'load', id) as string;
    expect(code.startsWith('export default {')).toBe(true);
    const data = JSON.parse(code.slice('export default '.length, -1)) as { lists: unknown[] };
    expect(data.lists).toHaveLength(24);
    expect(code).not.toContain('yaml');
  });

  it('fails the build with every located problem when the file is broken', () => {
    const plugin = withFile(mutate(SHIPPED, 'limit: 431', 'limit: many'));
    const id = call(plugin, 'resolveId', 'virtual:catalogue') as string;
    expect(() => call(plugin, 'load', id)).toThrowError(
      /catalogue\.config\.yaml: 1 problem\n {2}lists\[1\]\.limit \(line \d+, col \d+\): expected a whole number from 1 to 10000, got "many"/,
    );
  });

  it('writes the page language, title, description and theme colour into index.html', () => {
    const html = call(
      withFile(SHIPPED),
      'transformIndexHtml',
      '<html><title>%SITE_TITLE%</title><meta content="%SITE_DESCRIPTION%"><meta content="%THEME_COLOR%">',
    ) as string;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>Demo Vastra Bhandar</title>');
    expect(html).toContain('#7a1f3d');
    expect(html).not.toContain('%SITE_DESCRIPTION%');
  });
});
