import type { Catalogue } from '../../src/catalogue/schema.ts';

/** The origins a catalogue makes the browser frame (maps, videos, social plugins) and play media from. */
export interface ConfigOrigins {
  frames: string[];
  /** `'self'` stands for site-relative sources. */
  media: string[];
}

/**
 * Walks the whole catalogue rather than listing its sections, so a new page kind's
 * embeds are found too: a frame is any `embed: URL` or an `embeds[].src`, media any
 * item of a `sources` list (the <source> elements of a video).
 */
export function configOrigins(catalogue: Catalogue): ConfigOrigins {
  const frames = new Set<string>();
  const media = new Set<string>();
  for (const [path, value] of strings(catalogue, [])) {
    const key = path.at(-1);
    if (key === 'embed' || (key === 'src' && path.at(-2) === 'embeds')) frames.add(originOf(value, path));
    else if (key === 'sources') media.add(originOf(value, path));
  }
  return { frames: [...frames].sort(), media: [...media].sort() };
}

function* strings(value: unknown, path: string[]): Generator<[string[], string]> {
  if (typeof value === 'string') yield [path, value];
  // An array item keeps its array's key: `embeds[].src` is the path [..., 'embeds', 'src'].
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, path);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

function originOf(url: string, path: string[]): string {
  if (url.startsWith('/') && !url.startsWith('//')) return "'self'";
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  // The config schema already allows only https:// here; a header must never carry anything else.
  if (parsed?.protocol !== 'https:') throw new Error(`${path.join('.')}: "${url}" is not an https:// URL, so no header can allow it`);
  return parsed.origin;
}
