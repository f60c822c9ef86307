import { describe, expect, it } from 'vitest';
import { applyHeadTags } from '../../../src/shell/apply-head-tags';
import type { HeadTag } from '../../../src/site/head';

describe('head tags after client-side navigation', () => {
  it('updates the pre-rendered elements in place, adds new ones and removes what the page lacks', () => {
    document.head.innerHTML = [
      '<meta charset="UTF-8">',
      '<title>Old</title>',
      '<meta name="description" content="old">',
      '<link rel="canonical" href="https://shop.example/old">',
      '<meta property="og:image" content="https://shop.example/old.png">',
      '<meta name="theme-color" content="#000">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    const description = document.head.querySelector('meta[name="description"]');
    const tags: HeadTag[] = [
      { tag: 'title', text: 'New & "fresh"' },
      { tag: 'meta', attr: 'name', key: 'description', content: 'new </script>' },
      { tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' },
      { tag: 'meta', attr: 'property', key: 'og:title', content: 'New' },
    ];
    applyHeadTags(document, tags);

    expect(document.title).toBe('New & "fresh"');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toBe(description);
    expect(description?.getAttribute('content')).toBe('new </script>');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('New');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    // What the page's tags do not own stays.
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();

    applyHeadTags(document, tags);
    expect(document.head.querySelectorAll('meta[name="description"], meta[name="robots"], meta[property="og:title"]')).toHaveLength(3);
  });
});
