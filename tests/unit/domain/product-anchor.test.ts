import { describe, expect, it } from 'vitest';
import { anchorOfHash, productAnchor } from '../../../src/domain/product-anchor';
import { productUrl } from '../../../src/site/paths';

// Ids a Firestore document or a seeded file may carry: anything but '/'.
const TRICKY = [
  'Red Saree #1',
  'a b',
  'a_b',
  'a_20_b',
  'a-b',
  'A B',
  'a%20b',
  'a.b',
  'a:b',
  '"quoted"',
  "it's",
  '<b>',
  'सिल्क साड़ी',
  '😀 smile',
  ' ',
  '_',
  '',
  'main',
];

describe('productAnchor', () => {
  it('keeps plain ids as they are, so links read /saree#saree-0001', () => {
    expect(productAnchor('saree-0001')).toBe('saree-0001');
    expect(productAnchor('AbC123')).toBe('AbC123');
  });

  it('gives any id a valid HTML id: never empty, no space, only letters, digits, - and _', () => {
    for (const id of TRICKY) expect(productAnchor(id), JSON.stringify(id)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(productAnchor('Red Saree #1')).toBe('Red_20_Saree_20__23_1');
  });

  it('never gives two ids the same anchor', () => {
    const anchors = TRICKY.map(productAnchor);
    expect(new Set(anchors).size).toBe(TRICKY.length);
  });

  it('round-trips through a URL fragment and finds its element in the page', () => {
    for (const id of TRICKY) {
      const anchor = productAnchor(id);
      const { hash } = new URL(`https://shop.example/saree#${anchor}`);
      expect(anchorOfHash(hash)).toBe(anchor);
      const card = document.createElement('li');
      card.id = anchor;
      document.body.append(card);
      expect(document.getElementById(anchorOfHash(hash))).toBe(card);
      expect(document.querySelector(`#${CSS.escape(anchor)}`)).toBe(card);
      card.remove();
    }
  });

  it('reads a percent-encoded or malformed hash without throwing', () => {
    expect(anchorOfHash('#a%20b')).toBe('a b');
    expect(anchorOfHash('#%E0%A4')).toBe('%E0%A4');
    expect(anchorOfHash('')).toBe('');
  });
});

describe('productUrl', () => {
  it("is the site's address, the list's route and the card's anchor", () => {
    expect(productUrl({ site: { url: 'https://shop.example' } }, '/saree', 'Red Saree #1')).toBe(
      'https://shop.example/saree#Red_20_Saree_20__23_1',
    );
    expect(productUrl({ site: { url: 'https://shop.example/' } }, '/Churidar', 'churidar-0001')).toBe(
      'https://shop.example/Churidar#churidar-0001',
    );
  });

  it('is undefined without site.url: a relative link means nothing in a chat message', () => {
    expect(productUrl({ site: {} }, '/saree', 'saree-0001')).toBeUndefined();
  });
});
