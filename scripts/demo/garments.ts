// Clothing silhouettes, each drawn in a 480x600 box centred on x=240 so any of them can be placed anywhere.
import type { Palette } from './colour.ts';
import type { Rng } from './prng.ts';
import { circle, line, path, rect } from './svg.ts';

export type Draw = (p: Palette, rng: Rng) => string;

const HANGER_GREY = '#7b7f88';

function hanger(y: number): string {
  return line(`M240 ${y - 34}v-16a13 13 0 1 1 13-13M164 ${y}l76-34 76 34`, HANGER_GREY, 6);
}

/** Small woven motifs (buttis) so plain shapes read as printed or embroidered fabric. */
function buttis(rng: Rng, fill: string, x0: number, y0: number, x1: number, y1: number, n: number): string {
  let out = `<g fill="${fill}" opacity=".75">`;
  for (let i = 0; i < n; i++) {
    const x = Math.round(x0 + rng() * (x1 - x0));
    const y = Math.round(y0 + rng() * (y1 - y0));
    out += `<circle cx="${x}" cy="${y}" r="4"/>`;
  }
  return `${out}</g>`;
}

function mannequin(p: Palette): string {
  return (
    circle(240, 92, 30, p.skin) + rect(229, 118, 22, 36, p.skin) + line('M194 160Q168 222 172 300M286 160Q312 222 308 300', p.skin, 18)
  );
}

export const saree: Draw = (p, rng) =>
  mannequin(p) +
  path('M192 150Q240 140 288 150L292 218Q240 226 188 218Z', p.dark) +
  rect(190, 218, 100, 28, p.skin) +
  path('M188 244Q240 236 292 244L332 570Q240 584 148 570Z', p.main) +
  buttis(rng, p.accent, 180, 300, 300, 520, 9) +
  line('M228 250L214 570M246 250L240 574M262 250L266 574', p.dark, 3, 'opacity=".4"') +
  path('M152 540Q240 552 328 540L332 570Q240 584 148 570Z', p.accent) +
  path('M192 152L168 166L150 440L180 446L198 300Z', p.dark) +
  path('M192 152L232 146L312 262L296 300Z', p.main) +
  line('M232 146L312 262M192 152L296 300M168 166L150 440', p.accent, 6);

export const lehenga: Draw = (p, rng) =>
  mannequin(p) +
  path('M194 150Q240 142 286 150L292 226Q240 234 188 226Z', p.dark) +
  rect(192, 224, 96, 28, p.skin) +
  path('M192 250L288 250L392 556Q240 590 88 556Z', p.main) +
  buttis(rng, p.accent, 150, 300, 330, 500, 10) +
  line('M240 256V580M214 256L178 572M266 256L302 572', p.dark, 3, 'opacity=".3"') +
  line('M138 420Q240 444 342 420', p.accent, 7) +
  path('M100 528Q240 558 380 528L392 556Q240 590 88 556Z', p.accent) +
  path('M196 152L170 160L116 470L148 480Z', p.accent, 'opacity=".55"');

export const kurti: Draw = (p, rng) =>
  hanger(112) +
  path(
    'M178 112L216 100Q240 136 264 100L302 112L346 222L318 236L300 190L312 470L326 560Q240 572 154 560L168 470L180 190L162 236L134 222Z',
    p.main,
  ) +
  line('M206 108Q240 172 274 108', p.accent, 8) +
  line('M240 150V300', p.accent, 4, 'stroke-dasharray="2 10"') +
  buttis(rng, p.light, 186, 200, 294, 520, 12) +
  line('M162 546Q240 560 318 546', p.accent, 10);

export const churidar: Draw = (p, rng) =>
  hanger(112) +
  path('M198 436H234L228 584H208ZM246 436H282L272 584H252Z', p.light) +
  line('M208 540h20M208 556h20M208 572h20M252 540h20M252 556h20M252 572h20', p.dark, 3, 'opacity=".35"') +
  path('M178 112L216 100Q240 136 264 100L302 112L346 222L318 236L300 190L308 446Q240 458 172 446L180 190L162 236L134 222Z', p.main) +
  line('M206 108Q240 172 274 108', p.accent, 8) +
  buttis(rng, p.light, 186, 200, 294, 420, 9) +
  path('M152 120L192 108L334 420L302 440Z', p.accent, 'opacity=".5"');

export const tshirt: Draw = (p) =>
  hanger(112) +
  path('M168 112L212 98Q240 126 268 98L312 112L372 176L334 212L312 192L312 500Q240 512 168 500L168 192L146 212L108 176Z', p.main) +
  line('M212 98Q240 126 268 98', p.dark, 7) +
  line('M140 190L160 208M340 190L320 208', p.dark, 4, 'opacity=".4"');

export const kidsTshirt: Draw = (p, rng) => tshirt(p, rng) + path('M240 222l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4Z', p.accent);

export const croptop: Draw = (p) =>
  hanger(150) +
  path('M176 150L214 136Q240 160 266 136L304 150L346 196L318 222L304 208L308 330Q240 342 172 330L176 208L162 222L134 196Z', p.main) +
  line('M174 330q11 14 22 0t22 0 22 0 22 0 22 0 22 0', p.accent, 6) +
  line('M214 136Q240 160 266 136', p.dark, 6);

export const shirt: Draw = (p) =>
  hanger(112) +
  path(
    'M170 112L214 100L240 120L266 100L310 112L356 170L384 420L350 428L316 220L314 500Q240 510 166 500L164 220L130 428L96 420L124 170Z',
    p.main,
  ) +
  path('M214 100L240 140L226 152L200 114ZM266 100L240 140L254 152L280 114Z', p.light) +
  line('M240 140V504M266 196h30v36h-30Z', p.dark, 3) +
  [176, 226, 276, 326, 376, 426, 476].map((y) => circle(246, y, 4, p.light)).join('') +
  line('M352 404l32-6M128 404l-32-6', p.dark, 5);

export const panjabi: Draw = (p, rng) =>
  hanger(112) +
  path('M176 112L218 102H262L304 112L348 170L372 430L340 436L312 220L318 572H162L168 220L140 436L108 430L132 170Z', p.main) +
  rect(218, 94, 44, 14, p.dark, 'rx="4"') +
  rect(233, 108, 14, 134, p.accent) +
  [132, 168, 204].map((y) => circle(240, y, 4, p.light)).join('') +
  buttis(rng, p.accent, 180, 440, 300, 556, 6) +
  line('M168 500l-2 70M312 500l2 70', p.dark, 3, 'opacity=".4"');

export const jeans: Draw = (p) =>
  path('M168 84H312L334 566H260L240 232L220 566H146Z', p.main) +
  rect(168, 84, 144, 24, p.dark) +
  line('M186 84v24M240 84v24M294 84v24', p.light, 4, 'opacity=".6"') +
  line('M178 112Q198 150 222 114M302 112Q282 150 258 114M240 110V204Q240 216 226 220', p.light, 3, 'opacity=".7"') +
  line('M156 300L150 560M324 300L330 560', p.light, 2, 'stroke-dasharray="6 6" opacity=".6"');

export const shorts: Draw = (p) =>
  path('M156 190H324L344 440L254 444L240 310L226 444L136 440Z', p.main) +
  rect(156, 190, 168, 22, p.dark) +
  line('M234 212l-8 26M246 212l8 26', p.light, 3) +
  path('M146 320h44v62h-44ZM290 320h44v62h-44Z', p.dark, 'opacity=".45"') +
  line('M146 334h44M290 334h44', p.light, 3, 'opacity=".6"');

export const blazer: Draw = (p) =>
  hanger(110) +
  path(
    'M168 110L214 96L240 240L266 96L312 110L358 160L380 480L344 486L328 230L322 520Q240 530 158 520L152 230L136 486L100 480L122 160Z',
    p.main,
  ) +
  path('M214 96L240 240L266 96Q240 90 214 96Z', '#f4f1ea') +
  path('M234 104h12l6 92-12 20-12-20Z', p.accent) +
  path('M214 96L198 152L222 170L240 240ZM266 96L282 152L258 170L240 240Z', p.dark) +
  line('M240 240V524M178 380h48M254 380h48', p.dark, 3) +
  circle(246, 300, 6, p.dark) +
  circle(246, 350, 6, p.dark) +
  path('M268 190l22-10v12Z', p.accent);

function frockBody(p: Palette, rng: Rng, collar: boolean): string {
  return (
    hanger(120) +
    `<ellipse cx="184" cy="140" rx="28" ry="22" fill="${p.main}"/><ellipse cx="296" cy="140" rx="28" ry="22" fill="${p.main}"/>` +
    path('M196 120Q240 140 284 120L294 250H186Z', p.main) +
    path('M186 248H294L396 520Q240 560 84 520Z', p.main) +
    buttis(rng, p.light, 150, 290, 330, 500, 12) +
    line('M90 516Q240 556 390 516', p.accent, 8, 'stroke-dasharray="14 6"') +
    rect(184, 240, 112, 20, p.accent) +
    path('M240 250l-34-18v36ZM240 250l34-18v36Z', p.accent) +
    circle(240, 250, 8, p.dark) +
    (collar ? circle(224, 132, 14, '#fff') + circle(256, 132, 14, '#fff') : '')
  );
}

export const frock: Draw = (p, rng) => frockBody(p, rng, false);
export const babyDress: Draw = (p, rng) => frockBody(p, rng, true);

function smallTop(p: Palette, bottom: number): string {
  return path(`M186 120L220 110Q240 128 260 110L294 120L330 164L306 184L292 172L294 ${bottom}H186L188 172L174 184L150 164Z`, p.main);
}

export const frockSet: Draw = (p, rng) =>
  hanger(120) +
  smallTop(p, 320) +
  buttis(rng, p.light, 196, 180, 284, 300, 6) +
  path('M190 334H290L304 470L248 472L240 400L232 472L176 470Z', p.accent) +
  rect(190, 334, 100, 14, p.dark);

export const skirtSet: Draw = (p) =>
  hanger(120) +
  smallTop(p, 290) +
  line('M186 290q9 12 18 0t18 0 18 0 18 0 18 0 18 0', p.light, 5) +
  path('M188 304H292L352 540Q240 560 128 540Z', p.accent) +
  line('M200 360H280M180 420H300M160 480H320', p.light, 6, 'opacity=".7"') +
  rect(188, 304, 104, 16, p.dark);
