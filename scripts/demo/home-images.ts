// Home page banners, promos, promo grid and the trending video posters.
import type { Files } from './catalogue-images.ts';
import { hsl, paletteFromHue } from './colour.ts';
import { draw, framed, type Kind } from './kinds.ts';
import { rngFor, type Rng } from './prng.ts';
import { circle, linearGradient, place, rect, svgDoc, text } from './svg.ts';

interface Banner {
  headline: string;
  hue: number;
  kinds: readonly Kind[];
}

const SLIDES: readonly Banner[] = [
  { headline: 'Festive Sarees', hue: 345, kinds: ['saree', 'lehenga', 'saree'] },
  { headline: 'Everyday Kurtis', hue: 165, kinds: ['kurti', 'churidar', 'kurti'] },
  { headline: 'Smart Menswear', hue: 215, kinds: ['blazer', 'shirt', 'panjabi'] },
  { headline: 'Kids Collection', hue: 35, kinds: ['frock', 'kids-tshirt', 'shorts'] },
];

const PROMOS: readonly Banner[] = [
  { headline: 'Bags & Wallets', hue: 25, kinds: ['handbag', 'wallet'] },
  { headline: 'Beauty Care', hue: 320, kinds: ['cosmetics', 'herbal'] },
  { headline: 'Travel Ready', hue: 200, kinds: ['trolley', 'backpack'] },
];

const GRID: readonly Kind[] = ['saree', 'lehenga', 'panjabi', 'handbag', 'kurti', 'blazer', 'frock', 'croptop'];
const TRENDING: readonly Kind[] = ['saree', 'lehenga', 'handbag'];

/** Big bold banner: deep gradient, floating circles, headline left, garments right. */
function banner(w: number, h: number, b: Banner, rng: Rng): string {
  const defs = linearGradient('bg', hsl(b.hue, 55, 28), hsl(b.hue + 30, 60, 46), false);
  let body = rect(0, 0, w, h, 'url(#bg)');
  for (let i = 0; i < 5; i++) {
    body += circle(
      w * (0.35 + rng() * 0.65),
      h * rng(),
      h * (0.15 + rng() * 0.35),
      '#fff',
      `opacity="${(0.05 + rng() * 0.08).toFixed(2)}"`,
    );
  }
  const size = Math.round(h * (w > 1000 ? 0.14 : 0.11));
  // Rough serif advance width, so the garments start after the headline instead of under it.
  const textEnd = w * 0.07 + b.headline.length * size * 0.55;
  const start = Math.max(w * 0.46, textEnd + w * 0.03);
  const scale = (h * 0.92) / 600;
  const slot = (w * 0.97 - start) / b.kinds.length;
  b.kinds.forEach((k, i) => {
    const cx = start + slot * (i + 0.5);
    body += place(cx - 240 * scale, h * 0.04, scale, draw(k, paletteFromHue(b.hue + 40 + i * 60, rng), rng));
  });
  body += text(Math.round(w * 0.07), Math.round(h * 0.5), size, '#fff', b.headline);
  body += rect(w * 0.07, h * 0.5 + size * 0.45, w * 0.12, Math.max(6, h * 0.015), hsl(b.hue + 180, 70, 65));
  return svgDoc(w, h, body, defs);
}

export function addHomeImages(files: Files): void {
  SLIDES.forEach((b, i) => files.set(`public/demo/img/home/slide-${i + 1}.svg`, banner(1600, 640, b, rngFor(`slide/${i}`))));
  PROMOS.forEach((b, i) => files.set(`public/demo/img/home/promo-${i + 1}.svg`, banner(800, 400, b, rngFor(`promo/${i}`))));
  GRID.forEach((k, i) => {
    const rng = rngFor(`grid/${i}`);
    files.set(`public/demo/img/home/grid-${i + 1}.svg`, framed(600, 600, [k], [paletteFromHue(i * 45 + 10, rng)], rng));
  });
  TRENDING.forEach((k, i) => {
    const rng = rngFor(`trending/${i}`);
    files.set(`public/demo/img/home/trending-${i + 1}.svg`, framed(480, 480, [k], [paletteFromHue(i * 120 + 330, rng)], rng));
  });
}
