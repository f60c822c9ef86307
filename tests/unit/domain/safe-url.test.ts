import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '../../../src/domain/safe-url.ts';

const SITE = 'https://shop.example';

// What a browser would actually load for a value rendered on a page of the site.
const resolvedOrigin = (value: string) => new URL(value, SITE).origin;

describe('isSafeUrl', () => {
  it.each([
    'https://ok.example/a.jpg',
    'http://ok.example/a.jpg',
    'HTTPS://ok.example/a.jpg?w=200#top',
    '/demo/a.jpg',
    '/',
    '/%5Cevil',
    '/%2F%2Fevil/x',
    '/demo/café.jpg',
    '/a:b/c',
  ])('accepts %j', (value) => {
    expect(isSafeUrl(value)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\\\evil',
    '\\\\evil.example/x',
    '\\/evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example',
    ' //evil.example',
    ' /demo/a.jpg',
    '/demo/a.jpg\u0000',
    '/\u200b/evil.example',
    'https:\\\\evil.example',
    'https:/evil.example',
    'https:///evil.example',
    'https://',
    'ftp://ok.example/a.jpg',
    'demo/a.jpg',
    './a.jpg',
    '../a.jpg',
    'mailto:a@b.example',
    'tel:+910000000001',
  ])('refuses %j', (value) => {
    expect(isSafeUrl(value)).toBe(false);
  });

  it('agrees with the browser: every accepted site-relative path stays on the site', () => {
    for (const value of ['/demo/a.jpg', '/%5Cevil', '/%2F%2Fevil/x']) {
      expect(isSafeUrl(value)).toBe(true);
      expect(resolvedOrigin(value)).toBe(SITE);
    }
    // …and the refused look-alikes really leave it.
    for (const value of ['/\\evil.example/x', '//evil.example/x', '/\t/evil.example/x']) {
      expect(resolvedOrigin(value)).not.toBe(SITE);
    }
  });

  it('refuses site-relative paths when only absolute URLs are wanted', () => {
    expect(isSafeUrl('/demo/a.jpg', { relative: false })).toBe(false);
    expect(isSafeUrl('https://ok.example/', { relative: false })).toBe(true);
  });

  it('refuses http:// when https is required', () => {
    expect(isSafeUrl('http://ok.example/a.jpg', { httpsOnly: true })).toBe(false);
    expect(isSafeUrl('https://ok.example/a.jpg', { httpsOnly: true })).toBe(true);
    expect(isSafeUrl('/demo/a.jpg', { httpsOnly: true })).toBe(true);
  });
});
