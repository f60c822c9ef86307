// One registry of silhouettes, so collections and page images name a kind instead of a function.
import type { Palette } from './colour.ts';
import * as g from './garments.ts';
import * as a from './goods.ts';
import * as f from './footwear.ts';
import type { Rng } from './prng.ts';
import { place, softBackdrop, svgDoc } from './svg.ts';

const DRAW = {
  saree: g.saree,
  lehenga: g.lehenga,
  kurti: g.kurti,
  churidar: g.churidar,
  tshirt: g.tshirt,
  'kids-tshirt': g.kidsTshirt,
  croptop: g.croptop,
  shirt: g.shirt,
  panjabi: g.panjabi,
  jeans: g.jeans,
  shorts: g.shorts,
  blazer: g.blazer,
  frock: g.frock,
  'baby-dress': g.babyDress,
  'frock-set': g.frockSet,
  'skirt-set': g.skirtSet,
  handbag: a.handbag,
  wallet: a.wallet,
  trolley: a.trolley,
  backpack: a.backpack,
  cosmetics: a.cosmetics,
  herbal: a.herbal,
  spray: a.spray,
  shoe: f.shoe,
  sneaker: f.sneaker,
  sandal: f.sandal,
} as const;

export type Kind = keyof typeof DRAW;

export function draw(kind: Kind, p: Palette, rng: Rng): string {
  return DRAW[kind](p, rng);
}

/** A kind on its backdrop, scaled into any frame (product cards, posters, thumbnails). */
export function framed(w: number, h: number, kinds: readonly Kind[], palettes: readonly Palette[], rng: Rng): string {
  const first = palettes[0];
  if (!first) throw new Error('framed() needs at least one palette');
  const bg = softBackdrop(w, h, first.bgA, first.bgB);
  const scale = Math.min(h / 600, (w / kinds.length / 480) * (kinds.length > 1 ? 1.6 : 1)) * 0.92;
  const slot = w / kinds.length;
  const body = kinds
    .map((k, i) => {
      const p = palettes[i % palettes.length] ?? first;
      const cx = slot * (i + 0.5);
      return place(cx - 240 * scale, (h - 600 * scale) / 2, scale, draw(k, p, rng));
    })
    .join('');
  return svgDoc(w, h, bg.body + body, bg.defs);
}
