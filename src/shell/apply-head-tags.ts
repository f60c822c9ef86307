import type { HeadTag } from '../site/head';

// Every element a page's head tags own; any other <meta> or <link> (charset, viewport, icon, styles) is left alone.
const OWNED =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

const keyOf = (el: Element) =>
  el.tagName === 'LINK'
    ? `link:${el.getAttribute('rel')}:${el.getAttribute('hreflang') ?? ''}`
    : el.hasAttribute('property')
      ? `property:${el.getAttribute('property')}`
      : `name:${el.getAttribute('name')}`;

/**
 * Brings the document's head in line with a page's tags after client-side
 * navigation: updates the elements in place (the pre-rendered ones included),
 * adds what is missing and removes what the new page does not have.
 */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  const existing = new Map([...doc.head.querySelectorAll(OWNED)].map((el) => [keyOf(el), el]));
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const key = tag.tag === 'link' ? `link:${tag.rel}:${tag.rel === 'alternate' ? tag.hreflang : ''}` : `${tag.attr}:${tag.key}`;
    let el = existing.get(key);
    existing.delete(key);
    if (!el) {
      el = doc.createElement(tag.tag);
      if (tag.tag === 'link') {
        el.setAttribute('rel', tag.rel);
        if (tag.rel === 'alternate') el.setAttribute('hreflang', tag.hreflang);
      } else el.setAttribute(tag.attr, tag.key);
      doc.head.append(el);
    }
    if (tag.tag === 'link') el.setAttribute('href', tag.href);
    else el.setAttribute('content', tag.content);
  }
  for (const stale of existing.values()) stale.remove();
}
