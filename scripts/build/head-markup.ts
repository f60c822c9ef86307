import type { HeadTag } from '../../src/site/head.ts';

// Titles and descriptions are the owner's text: quotes, `<`, `&` and `</script>`
// stay text, in element content and in double-quoted attributes alike.
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page's head tags as HTML, one per line. */
export function headMarkup(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escape(t.text)}</title>`;
        case 'meta':
          return `<meta ${t.attr}="${escape(t.key)}" content="${escape(t.content)}" />`;
        case 'link':
          return t.rel === 'alternate'
            ? `<link rel="alternate" hreflang="${escape(t.hreflang)}" href="${escape(t.href)}" />`
            : `<link rel="${t.rel}" href="${escape(t.href)}" />`;
      }
    })
    .join('\n    ');
}
