// Shop fronts and interiors for the showroom pages: drawings that photo-filter.ts turns into photos.
import { hsl, paletteFromHue } from './colour.ts';
import { draw, type Kind } from './kinds.ts';
import { int, pick, rngFor, type Rng } from './prng.ts';
import { circle, line, linearGradient, place, rect, svgDoc, text } from './svg.ts';

const WINDOW_KINDS: readonly Kind[] = ['saree', 'lehenga', 'kurti', 'blazer', 'frock', 'panjabi'];
const RAIL_KINDS: readonly Kind[] = ['tshirt', 'kurti', 'shirt', 'panjabi', 'croptop', 'kids-tshirt'];

function shopFront(w: number, h: number, label: string, hue: number, rng: Rng): string {
  const defs = linearGradient('bg', hsl(hue + 180, 60, 86), hsl(hue + 200, 40, 96)) + linearGradient('gl', '#dff1fb', '#9cc3d8');
  const wall = hsl(hue, 30, 88);
  const x0 = w * 0.05;
  const bw = w * 0.9;
  const ground = h * 0.86;
  let body = rect(0, 0, w, h, 'url(#bg)') + rect(0, ground, w, h - ground, '#cfc8bd') + rect(x0, h * 0.1, bw, ground - h * 0.1, wall);
  const upper = Math.max(3, Math.round(bw / 170));
  for (let i = 0; i < upper; i++) {
    const ww = bw / upper;
    body += rect(x0 + ww * i + ww * 0.2, h * 0.14, ww * 0.6, h * 0.12, 'url(#gl)', `stroke="${hsl(hue, 25, 60)}" stroke-width="4"`);
  }
  body += rect(w * 0.09, h * 0.3, w * 0.82, h * 0.11, hsl(hue, 60, 28), 'rx="6"');
  const size = Math.round(h * 0.06);
  body += text(
    Math.round(w / 2),
    Math.round(h * 0.3 + h * 0.055 + size * 0.35),
    size,
    '#fff',
    label,
    'text-anchor="middle" letter-spacing="3"',
  );
  // Striped awning: alternating scallops read as a shop front even at thumbnail size.
  const stripes = Math.round(bw / 50);
  const sw = bw / stripes;
  for (let i = 0; i < stripes; i++) {
    const x = x0 + sw * i;
    const c = i % 2 ? '#fff' : hsl(hue, 65, 48);
    body += `<path d="M${x.toFixed(1)} ${(h * 0.42).toFixed(1)}h${sw.toFixed(1)}v${(h * 0.06).toFixed(1)}a${(sw / 2).toFixed(1)} ${(sw / 2).toFixed(1)} 0 0 1-${sw.toFixed(1)} 0Z" fill="${c}"/>`;
  }
  const top = h * 0.52;
  const doorW = w * 0.16;
  const winW = (bw - doorW) / 2 - w * 0.06;
  const winH = ground - top - h * 0.03;
  for (const wx of [x0 + w * 0.03, w / 2 + doorW / 2 + w * 0.03]) {
    body += rect(wx, top, winW, winH, 'url(#gl)', `stroke="${hsl(hue, 25, 40)}" stroke-width="6"`);
    const n = Math.min(2, Math.max(1, Math.round(winW / (winH * 0.7))));
    const scale = (winH * 0.92) / 600;
    for (let i = 0; i < n; i++) {
      const cx = wx + (winW / n) * (i + 0.5);
      body += place(cx - 240 * scale, top + winH * 0.04, scale, draw(pick(rng, WINDOW_KINDS), paletteFromHue(rng() * 360, rng), rng));
    }
  }
  const dx = w / 2 - doorW / 2;
  body += rect(dx, top - h * 0.02, doorW, ground - top + h * 0.02, hsl(hue, 25, 35));
  body += rect(dx + doorW * 0.08, top, doorW * 0.84, ground - top - 4, 'url(#gl)');
  body += line(`M${(w / 2).toFixed(1)} ${top.toFixed(1)}V${ground.toFixed(1)}`, hsl(hue, 25, 35), 4);
  body +=
    rect(w / 2 - 14, top + (ground - top) * 0.45, 8, h * 0.06, '#d4a531') +
    rect(w / 2 + 6, top + (ground - top) * 0.45, 8, h * 0.06, '#d4a531');
  for (const px of [x0 - w * 0.01, x0 + bw - w * 0.04]) {
    body += rect(px, ground - h * 0.08, w * 0.05, h * 0.08, '#a0522d', 'rx="4"');
    body += circle(px + w * 0.025, ground - h * 0.12, h * 0.07, '#3f8f4a');
  }
  return svgDoc(w, h, body, defs);
}

/** Inside view: a clothes rail, stocked shelves and a dressed mannequin, varied per photo. */
function interior(w: number, h: number, hue: number, rng: Rng): string {
  const defs = linearGradient('bg', hsl(hue, 35, 92), hsl(hue, 30, 84));
  const floor = h * 0.7;
  let body = rect(0, 0, w, floor, 'url(#bg)') + rect(0, floor, w, h - floor, hsl(hue + 20, 25, 72));
  for (let i = 1; i < 8; i++) body += line(`M${w / 2} ${floor}L${(w / 8) * i * 2 - w / 2} ${h}`, '#fff', 2, 'opacity=".35"');
  for (let i = 0; i < 4; i++)
    body +=
      circle(w * (0.15 + i * 0.23), h * 0.04, 16, '#fff7d6') + circle(w * (0.15 + i * 0.23), h * 0.04, 34, '#fff7d6', 'opacity=".35"');
  const mirrored = rng() < 0.5;
  const railX = mirrored ? w * 0.42 : w * 0.06;
  const railW = w * 0.5;
  body += line(`M${railX} ${h * 0.2}h${railW}M${railX + 8} ${h * 0.2}V${floor}M${railX + railW - 8} ${h * 0.2}V${floor}`, '#6f737b', 6);
  const count = 4;
  const scale = (h * 0.42) / 600;
  for (let i = 0; i < count; i++) {
    const cx = railX + (railW / count) * (i + 0.5);
    body += place(cx - 240 * scale, h * 0.2 - 70 * scale, scale, draw(pick(rng, RAIL_KINDS), paletteFromHue(rng() * 360, rng), rng));
  }
  const shelfX = mirrored ? w * 0.05 : w * 0.62;
  const shelfW = w * 0.33;
  body += rect(shelfX, h * 0.14, shelfW, h * 0.56, hsl(hue + 20, 35, 55));
  for (let s = 0; s < 3; s++) {
    const sy = h * (0.18 + s * 0.17);
    body += rect(shelfX + 8, sy, shelfW - 16, h * 0.15, hsl(hue + 20, 30, 40));
    for (let k = 0; k < 3; k++) {
      const stack = int(rng, 2, 3);
      const bx = shelfX + 16 + ((shelfW - 32) / 3) * k;
      for (let j = 0; j < stack; j++) {
        body += rect(bx, sy + h * 0.15 - (j + 1) * h * 0.035, (shelfW - 32) / 3 - 8, h * 0.03, hsl(rng() * 360, 55, 55), 'rx="3"');
      }
    }
  }
  const ms = (h * 0.62) / 600;
  const mx = mirrored ? w * 0.44 : w * 0.56;
  body += place(mx - 240 * ms, h * 0.34, ms, draw(pick(rng, ['saree', 'lehenga'] as const), paletteFromHue(rng() * 360, rng), rng));
  return svgDoc(w, h, body, defs);
}

export interface Drawing {
  name: string;
  width: number;
  height: number;
  svg: string;
}

/** Shop fronts and interiors, named as their photos are (see photo-list.ts). */
export function showroomDrawings(): Drawing[] {
  const drawings: Drawing[] = [];
  const add = (name: string, width: number, height: number, svg: (w: number, h: number) => string) =>
    drawings.push({ name, width, height, svg: svg(width, height) });
  add('head-office', 1200, 600, (w, h) => shopFront(w, h, 'HEAD OFFICE SHOWROOM', 350, rngFor('front/head-office')));
  add('branch', 1200, 600, (w, h) => shopFront(w, h, 'BRANCH SHOWROOM', 200, rngFor('front/branch')));
  for (let i = 1; i <= 2; i++) {
    add(`head-office-front-${i}`, 800, 600, (w, h) => shopFront(w, h, 'HEAD OFFICE', 350 + i * 15, rngFor(`front/head-office/${i}`)));
  }
  for (let i = 1; i <= 4; i++) {
    add(`head-office-${i}`, 800, 600, (w, h) => interior(w, h, 30 + i * 10, rngFor(`inside/head-office/${i}`)));
    add(`branch-${i}`, 800, 600, (w, h) => interior(w, h, 190 + i * 10, rngFor(`inside/branch/${i}`)));
  }
  return drawings;
}
