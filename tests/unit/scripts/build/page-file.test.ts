// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from '../../../../scripts/build/page-file.ts';
import type { HeadTag } from '../../../../src/site/head.ts';

const TEMPLATE =
  '<html><head><title>%SITE%</title>\n    <meta name="description" content="%SITE_DESCRIPTION%" />\n    <meta name="theme-color" content="#000" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';
const head = (title: string, description = 'd'): HeadTag[] => [
  { tag: 'title', text: title },
  { tag: 'meta', attr: 'name', key: 'description', content: description },
  { tag: 'link', rel: 'canonical', href: 'https://shop.example/a?b=1&c=2' },
  { tag: 'meta', attr: 'property', key: 'og:title', content: title },
];

describe('pre-rendered page files', () => {
  it('writes each route where clean URLs look for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/saree')).toBe('saree.html');
    expect(pageFile('/men/formal-shoes')).toBe('men/formal-shoes.html');
  });

  it('fills head tags, styles, markup and data, taking `$&` and markup in values literally', () => {
    const html = pageHtml(
      TEMPLATE,
      { lang: 'en-IN', head: head('Silk & "Satin" <sale> $&'), styles: '<style>a{}</style>', html: "<h1>$' $&</h1>", data: '{"a":1}' },
      'route-data',
    );
    expect(html).toContain('<title>Silk &#38; &#34;Satin&#34; &#60;sale&#62; $&#38;</title>');
    expect(html).toContain('<meta property="og:title" content="Silk &#38; &#34;Satin&#34; &#60;sale&#62; $&#38;" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/a?b=1&#38;c=2" />');
    expect(html).toContain('<meta name="theme-color" content="#000" /><style>a{}</style></head>');
    expect(html).toContain('<div id="root"><h1>$\' $&</h1></div><script type="application/json" id="route-data">{"a":1}</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('%SITE');
  });

  it('keeps `</script>`, quotes and `&` in a description as text', () => {
    const html = pageHtml(
      TEMPLATE,
      { lang: 'en-IN', head: head('t', `It's </script><script>alert(1)</script> & "more"`), styles: '', html: '', data: '{}' },
      'x',
    );
    expect(html).toContain('content="It&#39;s &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;more&#34;"');
    expect(html).not.toContain('<script>alert');
  });

  it('fails loudly when the built template lacks a marker', () => {
    expect(() =>
      pageHtml('<html><head></head><body></body></html>', { lang: 'en-IN', head: head('t'), styles: '', html: '', data: '{}' }, 'x'),
    ).toThrow(/no/);
    expect(() =>
      pageHtml(
        TEMPLATE.replace(/<meta name="description"[^>]*>/, ''),
        { lang: 'en-IN', head: head('t'), styles: '', html: '', data: '{}' },
        'x',
      ),
    ).toThrow(/description/);
  });
});
