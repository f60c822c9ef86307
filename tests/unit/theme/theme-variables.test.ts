import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../src/config/schema/theme';
import { checkContrast } from '../../../src/build-time/contrast';
import { breakpoint } from '../../../src/theme/layout';
import { themeVariables, variablesCss } from '../../../src/theme/theme-variables';
import { catalogueFrom, mutate, SPEC, specCatalogue } from '../../support/catalogue';

// The shop's look before the theme moved into the YAML: the specification's file must reproduce it exactly.
const BEFORE = {
  '--color-brand': '#7a1f3d',
  '--color-brand-dark': '#5a132b',
  '--color-accent': '#b7791f',
  '--color-text': '#1f1a17',
  '--color-muted': '#5c5350',
  '--color-background': '#fffaf5',
  '--color-surface': '#ffffff',
  '--color-border': '#e7d9cf',
  '--color-success': '#1d6b35',
  '--color-success-bg': '#e5f4ea',
  '--color-danger': '#a4161a',
  '--color-danger-bg': '#fde8e8',
  '--color-chat': '#0f7a41',
  '--color-focus': '#1a5fb4',
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('themeVariables: the CSS custom properties on :root', () => {
  const vars = themeVariables(specCatalogue().theme);

  it("gives the specification's shop the colours, shadow, font and corners it had", () => {
    expect(vars).toMatchObject(BEFORE);
    expect(vars['--shadow']).toBe('0 1px 3px rgba(31, 26, 23, 0.12)');
    expect(vars['--radius']).toBe('10px');
    expect(vars['--font-body']).toBe("system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif");
  });

  it('gives the tokens that replaced literals in components their old values', () => {
    expect(vars).toMatchObject({
      '--color-link': '#7a1f3d',
      '--color-on-brand': '#ffffff',
      '--color-on-chat': '#ffffff',
      '--color-on-media': '#ffffff',
      '--color-media': '#222222',
      '--color-skeleton': '#f1e8e1',
      '--color-skeleton-shine': '#f8f1ec',
      '--color-footer-background': '#2a1f1c',
      '--color-footer-text': '#f4ece6',
      '--color-footer-link': '#ffd9a8',
      '--color-footer-heading': '#ffffff',
      '--color-footer-rule': 'rgba(255, 255, 255, 0.15)',
      '--shade-6': 'rgba(0, 0, 0, 0.06)',
      '--shade-12': 'rgba(0, 0, 0, 0.12)',
      '--shade-20': 'rgba(0, 0, 0, 0.2)',
      '--shade-25': 'rgba(0, 0, 0, 0.25)',
      '--shade-70': 'rgba(0, 0, 0, 0.7)',
    });
  });

  it('keeps spacing, width and breakpoints as code', () => {
    expect(vars['--space-3']).toBe('12px');
    expect(vars['--max-width']).toBe('1200px');
    expect(breakpoint).toEqual({ tablet: '768px', desktop: '1024px', wide: '1180px' });
  });

  it("come from the YAML: another catalogue's colours and corners change them, derived tokens included", () => {
    let yaml = mutate(SPEC, 'brand: "#7a1f3d"', 'brand: "#204060"');
    yaml = mutate(yaml, 'radius: 10px', 'radius: 4px');
    yaml = mutate(yaml, 'text: "#1f1a17"', 'text: "#202020"');
    // Left out, so derived from the colours above.
    yaml = mutate(yaml, '  brandDark: "#5a132b"\n', '');
    yaml = mutate(yaml, '  muted: "#5c5350"\n', '');
    yaml = mutate(
      yaml,
      'footer: { background: "#2a1f1c", text: "#f4ece6", link: "#ffd9a8" }',
      'footer: { text: "#f4ece6", link: "#ffd9a8" }',
    );
    const changed = themeVariables(catalogueFrom(yaml).theme);
    expect(changed).toMatchObject({
      '--color-brand': '#204060',
      '--color-brand-dark': '#183048', // brand, a quarter of the way to the shade colour (black)
      '--color-text': '#202020',
      '--color-muted': '#636160', // text, 30% towards the background (#fffaf5)
      '--color-footer-background': '#202020', // the text colour
      '--shadow': '0 1px 3px rgba(32, 32, 32, 0.12)',
      '--radius': '4px',
    });
    // What the YAML did not touch stays as it was.
    expect(changed['--color-accent']).toBe(vars['--color-accent']);
  });

  it('derives what a short theme leaves out from the colours it gives', () => {
    const short = themeSchema.parse({
      brand: '#204060',
      accent: '#c08000',
      text: '#202020',
      background: '#ffffff',
      surface: '#f8f8f8',
      link: '#204060',
      font: 'sans-serif',
      radius: '4px',
    });
    expect(themeVariables(short)).toMatchObject({
      '--color-brand-dark': '#183048',
      '--color-muted': '#636363', // text, 30% towards the background
      '--color-border': '#e4e4e4', // background, 12% towards the text
      '--color-on-brand': '#ffffff',
      '--color-on-chat': '#ffffff', // onBrand
      '--color-footer-background': '#202020',
      '--color-footer-text': '#ffffff',
      '--color-footer-heading': '#f8f8f8',
    });
    // The derivations keep a sensible light palette readable.
    expect(checkContrast(short)).toEqual([]);
  });

  it('writes them as the body of one CSS rule', () => {
    expect(variablesCss({ '--a': '1px', '--b': 'red' })).toBe('--a: 1px; --b: red;');
  });

  it('defines every variable the styles read, and no style reads the theme object', () => {
    const used = new Set<string>();
    const themeReads: string[] = [];
    for (const file of sources('src')) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) used.add(name!);
      if (/\(\{ theme\b|\btheme\.(color|space|radius|shade|shadow|font|breakpoint|maxWidth)\b/.test(text)) themeReads.push(file);
    }
    expect([...used].filter((name) => !(name in vars))).toEqual([]);
    expect(themeReads).toEqual([]);
  });
});
