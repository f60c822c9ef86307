// Logo and favicon: a coat-hanger monogram, so the mark reads as a clothes shop without naming one.
import type { Files } from './catalogue-images.ts';
import { circle, line, rect, svgDoc, text } from './svg.ts';

const MAROON = '#7a1b2c';
const GOLD = '#d4a531';

function hangerMark(cx: number, cy: number, s: number, stroke: string): string {
  const k = (n: number) => Math.round(n * s * 10) / 10;
  return line(
    `M${cx} ${cy - k(4)}v${-k(5)}a${k(4)} ${k(4)} 0 1 1 ${k(4)}-${k(4)}M${cx - k(14)} ${cy + k(6)}L${cx} ${cy - k(4)}L${cx + k(14)} ${cy + k(6)}Z`,
    stroke,
    Math.max(1.5, k(2)),
  );
}

export function addBrandImages(files: Files): void {
  const logo =
    rect(0, 0, 160, 48, '#fff', 'rx="10"') +
    circle(24, 24, 20, MAROON) +
    hangerMark(24, 27, 1, GOLD) +
    text(52, 31, 20, MAROON, 'Showroom', 'letter-spacing="1"') +
    rect(52, 36, 96, 2, GOLD);
  files.set('public/demo/img/brand/logo.svg', svgDoc(160, 48, logo));
  const fav = rect(0, 0, 64, 64, MAROON, 'rx="14"') + hangerMark(32, 34, 2, GOLD);
  files.set('public/favicon.svg', svgDoc(64, 64, fav));
}
