import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../src/config/schema/theme';
import { checkContrast } from '../../../src/build-time/contrast';
import { createTheme } from '../../../src/theme/theme';
import { specCatalogue } from '../../support/catalogue';

// The shop's look before the theme moved into the YAML: the specification's file must reproduce it exactly.
const BEFORE = {
  brand: '#7a1f3d',
  brandDark: '#5a132b',
  accent: '#b7791f',
  text: '#1f1a17',
  muted: '#5c5350',
  background: '#fffaf5',
  surface: '#ffffff',
  border: '#e7d9cf',
  success: '#1d6b35',
  successBg: '#e5f4ea',
  danger: '#a4161a',
  dangerBg: '#fde8e8',
  chat: '#0f7a41',
  focus: '#1a5fb4',
};

describe('createTheme', () => {
  const theme = createTheme(specCatalogue().theme);

  it("gives the specification's shop the colours, shadow, font and corners it had", () => {
    expect(theme.color).toMatchObject(BEFORE);
    expect(theme.shadow).toBe('0 1px 3px rgba(31, 26, 23, 0.12)');
    expect(theme.radius).toBe('10px');
    expect(theme.font.body).toBe("system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif");
  });

  it('gives the tokens that replaced literals in components their old values', () => {
    const c = theme.color;
    expect([c.link, c.onBrand, c.onChat, c.onMedia, c.media]).toEqual(['#7a1f3d', '#ffffff', '#ffffff', '#ffffff', '#222222']);
    expect([c.skeleton, c.skeletonShine]).toEqual(['#f1e8e1', '#f8f1ec']);
    expect(c.footer).toEqual({
      background: '#2a1f1c',
      text: '#f4ece6',
      link: '#ffd9a8',
      heading: '#ffffff',
      rule: 'rgba(255, 255, 255, 0.15)',
    });
    expect([0.06, 0.12, 0.2, 0.25, 0.7].map(theme.shade)).toEqual([
      'rgba(0, 0, 0, 0.06)',
      'rgba(0, 0, 0, 0.12)',
      'rgba(0, 0, 0, 0.2)',
      'rgba(0, 0, 0, 0.25)',
      'rgba(0, 0, 0, 0.7)',
    ]);
  });

  it('keeps spacing and breakpoints as code', () => {
    expect(theme.space(3)).toBe('12px');
    expect(theme.maxWidth).toBe('1200px');
    expect(theme.breakpoint).toEqual({ tablet: '768px', desktop: '1024px', wide: '1180px' });
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
    const c = createTheme(short).color;
    expect(c.brandDark).toBe('#183048'); // a quarter of the way to the shade colour (black)
    expect(c.muted).toBe('#636363'); // text, 30% towards the background
    expect(c.border).toBe('#e4e4e4'); // background, 12% towards the text
    expect(c.onBrand).toBe('#ffffff');
    expect(c.onChat).toBe(c.onBrand);
    expect(c.footer).toMatchObject({ background: '#202020', text: '#ffffff', heading: '#f8f8f8' });
    // The derivations keep a sensible light palette readable.
    expect(checkContrast(short)).toEqual([]);
  });
});
