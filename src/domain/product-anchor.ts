/**
 * The HTML id (and URL fragment) of a product's card, from its document id.
 * Plain ids (letters, digits, dashes) are kept as they are, so links read
 * `/saree#saree-0001`. Any other character, `_` included, becomes `_<hex code point>_`:
 * the result is never empty, holds no space or symbol that would need
 * percent-encoding or CSS escaping, and two different ids never share one.
 */
export function productAnchor(id: string): string {
  if (id === '') return '_';
  return id.replace(/[^A-Za-z0-9-]/gu, (c) => `_${c.codePointAt(0)!.toString(16)}_`);
}

/** The anchor a location's hash names ('' for none); react-router percent-decodes it the same way. */
export function anchorOfHash(hash: string): string {
  const fragment = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
