// Turns a flat demo drawing into something that weighs and compresses like a camera photo:
// soft optics, uneven light, cloth mottling, a fine weave and sensor grain, all seeded.
import sharp from 'sharp';
import { mulberry32, seedFrom, type Rng } from './prng.ts';

/** Quality of the "camera" JPEG: high, as phones save them, so originals weigh what uploads weigh. */
const CAMERA_QUALITY = 86;
/** Grain amplitude in levels of 255; it is what makes the originals as heavy as real photos. */
const GRAIN = 9;

/** The drawing drawn at the photo's size: the root's width and height change, its viewBox keeps the geometry. */
export function sizedSvg(svg: string, width: number, height: number): string {
  return svg.replace(/^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/, `<svg$1 width="${width}" height="${height}"`);
}

/** Smooth value noise: a small random grid enlarged with a cubic kernel, one byte per pixel. */
async function smoothNoise(rng: Rng, width: number, height: number, cell: number): Promise<Buffer> {
  const gw = Math.max(2, Math.round(width / cell));
  const gh = Math.max(2, Math.round(height / cell));
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rng() * 256);
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/** The drawing `svg` as a width x height JPEG "photograph"; the same label always gives the same bytes. */
export async function photograph(svg: string, width: number, height: number, label: string): Promise<Buffer> {
  const rng = mulberry32(seedFrom(`photo/${label}`));
  // A slight blur: lenses never draw the razor edges a vector renderer does.
  const drawing = await sharp(Buffer.from(sizedSvg(svg, width, height)))
    .flatten({ background: '#ffffff' })
    .blur(0.7)
    .raw()
    .toBuffer();
  const [light, folds, print, mottle] = [
    await smoothNoise(rng, width, height, 220),
    await smoothNoise(rng, width, height, 40),
    await smoothNoise(rng, width, height, 14),
    await smoothNoise(rng, width, height, 6),
  ];
  // Light comes from one side, a little above: where it sits and how fast it falls off vary per photo.
  const lx = 0.2 + rng() * 0.6;
  const ly = 0.15 + rng() * 0.3;
  const falloff = 0.35 + rng() * 0.25;
  const weave = 1.6 + rng() * 0.8;
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const dy = (y / height - ly) * (height / width);
    const warpY = Math.sin(y * weave);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const dx = x / width - lx;
      const gain =
        (1.1 - falloff * (dx * dx + dy * dy) + (light[p]! - 128) / 1300) *
        (1 + 0.03 * Math.sin(x * weave * 1.1) * warpY + (folds[p]! - 128) / 2000 + (print[p]! - 128) / 1000 + (mottle[p]! - 128) / 1900);
      const grain = (rng() + rng() - 1) * GRAIN;
      for (let c = 0; c < 3; c++) {
        const v = drawing[p * 3 + c]! * gain + grain;
        out[p * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: CAMERA_QUALITY })
    .toBuffer();
}
