import { posix } from 'node:path';

export type StaticAnswer = { file: string } | { redirect: string } | undefined;

interface UrlStyle {
  cleanUrls: boolean;
  /** undefined is Firebase's default: add a slash to directories only. */
  trailingSlash?: boolean | undefined;
}

const slashed = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const unslashed = (path: string) => path.replace(/\/$/, '') || '/';

/**
 * Firebase's static-file step for an already decoded, normalized URL path: the
 * file it serves (a URL path inside the public dir), the 301 it answers with, or
 * undefined to go on to rewrites and the 404 page. Same order and cases as
 * superstatic's files middleware: exact file, directory index, then `.html`.
 */
export async function staticAnswer(pathname: string, style: UrlStyle, isFile: (path: string) => Promise<boolean>): Promise<StaticAnswer> {
  const { cleanUrls, trailingSlash } = style;
  if (await isFile(pathname)) {
    if (!cleanUrls || !pathname.endsWith('.html')) return { file: pathname };
    const clean = pathname.slice(0, -'.html'.length).replace(/\/index$/, '');
    return { redirect: trailingSlash === true ? slashed(clean) : clean || '/' };
  }

  const hasSlash = pathname.endsWith('/');
  const index = `${slashed(pathname)}index.html`;
  if (await isFile(index)) {
    if (trailingSlash === undefined && !hasSlash && !cleanUrls) return { redirect: slashed(pathname) };
    if (trailingSlash === false && hasSlash && pathname !== '/') return { redirect: unslashed(pathname) };
    if (trailingSlash === true && !hasSlash) return { redirect: slashed(pathname) };
    return { file: index };
  }

  if (!cleanUrls || (hasSlash && trailingSlash === undefined)) return undefined;
  const html = `${hasSlash ? pathname.slice(0, -1) : pathname}.html`;
  if (!(await isFile(html))) return undefined;
  if (trailingSlash === false && hasSlash) return { redirect: unslashed(pathname) };
  const clean = html.slice(0, -'.html'.length).replace(/\/index$/, '');
  if (trailingSlash === true && !hasSlash) return { redirect: slashed(clean) };
  if (html.endsWith('/index.html')) return { redirect: clean || '/' };
  return { file: html };
}

/**
 * The URL path a request names, percent-decoded and normalized (`..` cannot
 * climb above `/`), or undefined when it cannot name a file: bad escapes, NUL, backslashes.
 */
export function requestPath(rawPathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
  return posix.normalize(decoded);
}
