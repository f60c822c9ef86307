// Colour maths in HSL so a garment's shades and its backdrop can be derived from one named colour.
import { pick, type Rng } from './prng.ts';

export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  skin: string;
  bgA: string;
  bgB: string;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

export function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s: s * 100, l: l * 100 };
}

/** Hex output keeps the SVGs short and renders the same in every rasteriser. */
export function hsl(h: number, s: number, l: number): string {
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] = hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = lig - c / 2;
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

const SKIN = ['#c68b63', '#b97a55', '#d6a07a', '#a86b48'] as const;

export function paletteFrom(baseHex: string, rng: Rng): Palette {
  const { h, s, l } = hexToHsl(baseHex);
  // Neutral garments (black, grey, cream) get a random backdrop hue so they never sit on grey.
  const bgHue = s < 15 ? rng() * 360 : h + 15 + rng() * 40;
  const gold = rng() < 0.5;
  return {
    main: baseHex,
    dark: hsl(h, s, l > 30 ? l - 18 : l + 14),
    light: hsl(h, Math.min(s, 60), Math.min(95, l + 32)),
    accent: gold ? '#d4a531' : hsl(h + 150 + rng() * 60, 65, l > 60 ? 40 : 62),
    skin: pick(rng, SKIN),
    bgA: hsl(bgHue, 60, 96),
    bgB: hsl(bgHue + 25, 45, 84),
  };
}

export function paletteFromHue(hue: number, rng: Rng): Palette {
  // Capped saturation: fully saturated greens and blues look neon next to real fabric colours.
  return paletteFrom(hsl(hue, 42 + rng() * 22, 36 + rng() * 14), rng);
}
