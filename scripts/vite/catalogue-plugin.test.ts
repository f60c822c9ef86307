import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC } from '../../tests/support/catalogue';
import { cataloguePlugin } from './catalogue-plugin';

const TEMPLATE = '<html><head><title>%SITE_TITLE%</title><meta name="description" content="%SITE_DESCRIPTION%"></head><body></body></html>';

function transform(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  mkdirSync(join(dir, 'demo-data'));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, yaml);
  const hook = cataloguePlugin(file).transformIndexHtml as (html: string) => string;
  return hook(TEMPLATE);
}

describe('index.html from the catalogue', () => {
  it("takes $' $& $` and $$ in the site title and description literally", () => {
    // split/join, not replace: a replacement string would itself read these patterns.
    const yaml = SPEC.split('  title: Demo Vastra Bhandar\n')
      .join(`  title: "Save $' & $& now $\` $$"\n`)
      .split('  description: Sarees, ethnic')
      .join(`  description: "Prices $& more $'" # Sarees, ethnic`);
    const html = transform(yaml);
    expect(html).toBe(
      `<html lang="en-IN"><head><title>Save $' &#38; $&#38; now $\` $$</title><meta name="description" content="Prices $&#38; more $'"></head><body></body></html>`,
    );
  });
});
