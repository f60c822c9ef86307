import { render, type RenderResult } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalStyle } from '../../../src/theme/global-style';
import { bengaliFont } from '../../../src/theme/bengali-font';
import { ScriptFontStyle } from '../../../src/theme/ScriptFontStyle';

// In real Chromium (the `browser` project), with the woff2 files as Vite serves them. This machine and CI
// have no Bengali font installed, so text the web font does not draw falls back to boxes of another width.

const CONJUNCT = 'ক্ষ';
// The shipped shop's stack: it names 'Noto Sans Bengali' for a visitor's installed copy.
const THEME = `--font-body: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif;`;
const font = (weight: number) => `${weight} 32px '${bengaliFont.family}'`;

const page = (langs: readonly string[], body: ReactNode) =>
  render(
    createElement(
      Fragment,
      null,
      createElement(GlobalStyle, { $variables: THEME }),
      createElement(ScriptFontStyle, { langs, fonts: [bengaliFont] }),
      body,
    ),
  );

const bengaliFaces = () => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === bengaliFont.family);
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Lets the browser lay out what was rendered and start (and finish) whatever font loads that asks for. */
const settle = async () => {
  document.body.getBoundingClientRect();
  await frame();
  await frame();
  await document.fonts.ready;
};
const width = (element: Element) => element.getBoundingClientRect().width;
const span = (text: string, style?: Record<string, string>) =>
  createElement('span', { lang: 'bn', style: { fontSize: '32px', ...style } }, text);

let mounted: RenderResult | undefined;
afterEach(() => mounted?.unmount());

// In this order: the first must see the faces never loaded, before the second loads them for the document.
describe('the Bengali web font', () => {
  it('is declared, regular and bold, and left unloaded by English text, a ₹ price and the local family name included', async () => {
    mounted = page(
      ['bn-IN', 'en-IN'],
      createElement(
        'div',
        { lang: 'en' },
        createElement('h1', null, 'Ladies Bag'),
        createElement('p', null, '₹100'),
        createElement('p', { style: { fontFamily: "'Noto Sans Bengali', sans-serif" } }, '₹1,250'),
      ),
    );
    await settle();
    expect(bengaliFaces().map((face) => [face.weight, face.display, face.unicodeRange.includes('U+20B9')])).toEqual([
      ['400', 'swap', true],
      ['700', 'swap', true],
    ]);
    expect(bengaliFaces().map((face) => face.status)).toEqual(['unloaded', 'unloaded']);
    // The face is known but not there yet: check() is false for the conjunct (it is true for a family no face has).
    expect(document.fonts.check(font(400), CONJUNCT)).toBe(false);

    // The same watch sees a load as soon as Bengali text is on the page, so the silence above means something.
    mounted.rerender(
      createElement(
        Fragment,
        null,
        createElement(GlobalStyle, { $variables: THEME }),
        createElement(ScriptFontStyle, { langs: ['bn-IN', 'en-IN'], fonts: [bengaliFont] }),
        createElement('p', { lang: 'bn' }, CONJUNCT),
      ),
    );
    await settle();
    expect(bengaliFaces().find((face) => face.weight === '400')?.status).toBe('loaded');
  });

  it('draws a conjunct with its own glyph, not the fallback of a system without Bengali', async () => {
    mounted = page(
      ['bn-IN'],
      createElement(
        'div',
        null,
        createElement('p', { lang: 'bn', 'data-testid': 'text' }, span(CONJUNCT)),
        // Letter by letter the font draws a lone virama on a dotted circle: wider than the one conjunct glyph.
        createElement('p', { lang: 'bn' }, span('ক', { display: 'inline-block' }), span('্'), span('ষ')),
        createElement('p', null, span(CONJUNCT, { fontFamily: 'serif' })),
        createElement('p', null, span(CONJUNCT, { fontFamily: 'monospace' })),
        createElement('h2', { lang: 'bn' }, span(CONJUNCT, { fontWeight: '700' })),
      ),
    );
    await Promise.all([document.fonts.load(font(400), CONJUNCT), document.fonts.load(font(700), CONJUNCT)]);
    await settle();

    expect(document.fonts.check(font(400), CONJUNCT)).toBe(true);
    expect(document.fonts.check(font(700), CONJUNCT)).toBe(true);
    expect(bengaliFaces().map((face) => face.status)).toEqual(['loaded', 'loaded']);

    const [text, letters, serif, mono, bold] = [...mounted.container.querySelectorAll('p > span, h2 > span')];
    const drawn = width(text!);
    expect(drawn).toBeGreaterThan(0);
    expect(getComputedStyle(text!).fontFamily).toContain(bengaliFont.family);
    expect(drawn).not.toBeCloseTo(width(serif!), 0);
    expect(drawn).not.toBeCloseTo(width(mono!), 0);
    const [first, virama, last] = [...letters!.parentElement!.children].map(width);
    expect(drawn).toBeLessThan(first! + virama! + last!);
    expect(width(bold!)).not.toBeCloseTo(drawn, 1);
  });

  it('is left out entirely for a page whose languages do not need it', () => {
    mounted = page(['en-IN'], createElement('p', { lang: 'en' }, '₹100'));
    expect(document.querySelectorAll('style')).not.toHaveLength(0);
    expect([...document.querySelectorAll('style')].map((style) => style.textContent).join('')).not.toContain(bengaliFont.family);
  });
});
