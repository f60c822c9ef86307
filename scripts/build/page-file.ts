/** The file a route is written to: hosting with cleanUrls serves `/saree` from `saree.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Replaces one exact marker, failing loudly if the template lacks it (function replacers: no `$&` surprises). */
function replaceOnce(html: string, marker: string | RegExp, value: string): string {
  let found = false;
  const out = html.replace(marker, () => {
    found = true;
    return value;
  });
  if (!found) throw new Error(`the HTML template has no ${String(marker)}`);
  return out;
}

/** A page's HTML: the built template with the page's title, styles, markup and loader data. */
export function pageHtml(template: string, page: { title: string; styles: string; html: string; data: string }, dataId: string): string {
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(html, '</head>', `${page.styles}</head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>`,
  );
}
