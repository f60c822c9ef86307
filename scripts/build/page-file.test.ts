// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from './page-file.ts';

const TEMPLATE = '<html><head><title>%SITE%</title></head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';

describe('pre-rendered page files', () => {
  it('writes each route where clean URLs look for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/saree')).toBe('saree.html');
    expect(pageFile('/men/formal-shoes')).toBe('men/formal-shoes.html');
  });

  it('fills title, styles, markup and data, taking `$&` and markup in values literally', () => {
    const html = pageHtml(TEMPLATE, { title: 'Silk & "Satin" <sale> $&', styles: '<style>a{}</style>', html: '<h1>$\' $&</h1>', data: '{"a":1}' }, 'route-data');
    expect(html).toContain('<title>Silk &#38; &#34;Satin&#34; &#60;sale&#62; $&#38;</title>');
    expect(html).toContain('<style>a{}</style></head>');
    expect(html).toContain('<div id="root"><h1>$\' $&</h1></div><script type="application/json" id="route-data">{"a":1}</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('fails loudly when the built template lacks a marker', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', { title: 't', styles: '', html: '', data: '{}' }, 'x')).toThrow(/no/);
  });
});
