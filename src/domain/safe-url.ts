/**
 * The one URL allow-list for every href and src the site renders, from the config or from product data.
 * Accepted: absolute http(s) URLs and site-relative paths ("/demo/a.jpg") that stay on the site's origin.
 * Everything else is refused, including forms browsers quietly resolve off-site: "//host", "/\host",
 * "\\host" and URLs hiding tabs or newlines, which browsers strip ("/\t/host", "java\nscript:").
 */
export interface SafeUrlOptions {
  /** Accept site-relative paths (default true). */
  relative?: boolean;
  /** Refuse plain http:// (default false): embeds and media must not be mixed content. */
  httpsOnly?: boolean;
}

// Backslashes count as slashes in http(s) URLs; control characters and whitespace are stripped or
// rewritten by browsers, so a URL containing any of them may not mean what it reads as.
const UNSAFE_CHARACTER = /[\\\s\p{Cc}\p{Cf}]/u;
const ABSOLUTE = /^https?:\/\/[^/]/i;
const PROBE_ORIGIN = 'https://site.invalid';

export function isSafeUrl(value: string, options: SafeUrlOptions = {}): boolean {
  if (typeof value !== 'string' || value === '' || UNSAFE_CHARACTER.test(value)) return false;
  if (ABSOLUTE.test(value)) return absoluteIsSafe(value, options.httpsOnly === true);
  if (options.relative === false || !value.startsWith('/') || value.startsWith('//')) return false;
  // Resolved against the site, a site-relative path must stay on the site.
  return parse(value, PROBE_ORIGIN)?.origin === PROBE_ORIGIN;
}

function absoluteIsSafe(value: string, httpsOnly: boolean): boolean {
  const url = parse(value);
  if (url === undefined || url.hostname === '') return false;
  return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
}

function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
