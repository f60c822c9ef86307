// Stand-ins for third-party embeds (map, social page, video player) so the demo runs offline.
import type { Files } from './catalogue-images.ts';
import { hsl, paletteFromHue } from './colour.ts';
import { draw, type Kind } from './kinds.ts';
import { rngFor } from './prng.ts';
import { circle, line, linearGradient, path, place, rect, svgDoc } from './svg.ts';

function pin(x: number, y: number, fill: string): string {
  return path(`M${x} ${y}c-14-22-26-34-26-50a26 26 0 0 1 52 0c0 16-12 28-26 50Z`, fill) + circle(x, y - 50, 10, '#fff');
}

function map(): string {
  const w = 800;
  const h = 450;
  let body = rect(0, 0, w, h, '#f1ede4');
  body += path('M40 40h170v120H40ZM520 300h220v110H520Z', '#cfe6c2');
  body += line('M-20 330C160 300 260 420 420 380S700 260 840 300', '#9fcbe8', 34);
  for (const x of [120, 280, 450, 640]) body += line(`M${x} 0V${h}`, '#fff', 14) + line(`M${x} 0V${h}`, '#ddd6c8', 1);
  for (const y of [90, 210, 300]) body += line(`M0 ${y}H${w}`, '#fff', 14);
  body += line('M0 440L800 20', '#f7d27a', 20) + line('M0 440L800 20', '#fff', 2, 'stroke-dasharray="14 12"');
  body += pin(280, 210, '#d93025') + pin(640, 90, '#1a73e8');
  body +=
    rect(w - 70, h - 100, 44, 80, '#fff', 'rx="6"') +
    line(`M${w - 58} ${h - 80}h20M${w - 48} ${h - 90}v20M${w - 58} ${h - 40}h20`, '#555', 4);
  return svgDoc(w, h, body);
}

function socialPage(): string {
  const w = 500;
  const h = 600;
  const rng = rngFor('social');
  let body = rect(0, 0, w, h, '#f0f2f5') + rect(0, 0, w, 56, '#1b74e4') + circle(32, 28, 16, '#fff');
  body += rect(60, 20, 140, 16, '#fff', 'rx="8" opacity=".85"');
  body +=
    rect(0, 56, w, 120, hsl(330, 50, 70)) +
    place(300, 60, 0.19, draw('saree', paletteFromHue(340, rng), rng)) +
    place(380, 60, 0.19, draw('lehenga', paletteFromHue(30, rng), rng));
  body += circle(70, 176, 42, '#fff') + circle(70, 176, 36, hsl(345, 55, 35));
  body += path('M52 160l18 32 18-32v36H52Z', '#fff');
  body += rect(126, 186, 180, 16, '#1c1e21', 'rx="8"') + rect(126, 210, 110, 12, '#8a8d91', 'rx="6"');
  const kinds: readonly Kind[] = ['kurti', 'handbag'];
  kinds.forEach((k, i) => {
    const y = 240 + i * 180;
    body += rect(16, y, w - 32, 168, '#fff', 'rx="10"') + circle(44, y + 28, 16, hsl(345, 55, 35));
    body += rect(70, y + 18, 120, 10, '#1c1e21', 'rx="5"') + rect(70, y + 34, 70, 8, '#8a8d91', 'rx="4"');
    body +=
      rect(28, y + 56, 200, 100, hsl(i * 140 + 30, 50, 88), 'rx="6"') +
      place(98, y + 58, 0.16, draw(k, paletteFromHue(i * 140 + 20, rng), rng));
    body +=
      rect(244, y + 64, 220, 10, '#ccd0d5', 'rx="5"') +
      rect(244, y + 84, 180, 10, '#ccd0d5', 'rx="5"') +
      rect(244, y + 104, 200, 10, '#ccd0d5', 'rx="5"');
    body += rect(244, y + 134, 64, 18, '#e7f0fd', 'rx="9"') + rect(318, y + 134, 64, 18, '#e7f0fd', 'rx="9"');
  });
  return svgDoc(w, h, body);
}

const VIDEO_KINDS: readonly Kind[] = ['saree', 'panjabi', 'lehenga', 'handbag', 'frock', 'blazer'];

function videoThumb(i: number): string {
  const w = 640;
  const h = 360;
  const rng = rngFor(`video/${i}`);
  const hue = i * 60 + 10;
  const defs = linearGradient('bg', hsl(hue, 45, 22), hsl(hue + 40, 50, 40), false);
  let body = rect(0, 0, w, h, 'url(#bg)') + circle(470, 150, 140, '#fff', 'opacity=".08"');
  const kind = VIDEO_KINDS[(i - 1) % VIDEO_KINDS.length] ?? 'saree';
  body += place(360, 16, 0.55, draw(kind, paletteFromHue(hue + 150, rng), rng));
  body +=
    rect(0, 0, w, 44, '#000', 'opacity=".45"') +
    circle(26, 22, 12, '#fff', 'opacity=".9"') +
    rect(48, 16, 220, 12, '#fff', 'rx="6" opacity=".8"');
  body += circle(320, 180, 40, '#000', 'opacity=".55"') + path('M306 160v40l34-20Z', '#fff');
  body += rect(0, h - 6, w, 6, '#fff', 'opacity=".35"') + rect(0, h - 6, w * (0.15 + rng() * 0.5), 6, '#f5b400');
  return svgDoc(w, h, body, defs);
}

export function addEmbedImages(files: Files): void {
  const dir = 'public/demo/img/embeds';
  files.set(`${dir}/map.svg`, map());
  files.set(`${dir}/social-page.svg`, socialPage());
  for (let i = 1; i <= 6; i++) files.set(`${dir}/video-${i}.svg`, videoThumb(i));
}
