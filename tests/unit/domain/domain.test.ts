import { describe, expect, it } from 'vitest';
import { filterProducts } from '../../../src/domain/search';
import { chatHref, fillTemplate, mailHref, telHref } from '../../../src/domain/templates';

const items = [
  { id: '1', title: 'Banarasi Silk Saree', des: 'Rich zari border for weddings' },
  { id: '2', title: 'Cotton Tant Saree', des: 'Light and airy for summer' },
  { id: '3', title: 'Lipstick Matte', des: 'Long lasting colour for the skin' },
];

describe('filterProducts', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterProducts(items, '', ['title', 'des'], 10).shown).toHaveLength(3);
    expect(filterProducts(items, '   ', ['title', 'des'], 10).shown).toHaveLength(3);
  });

  it('matches case-insensitive substrings of title or description', () => {
    expect(filterProducts(items, 'SAREE', ['title', 'des'], 10).shown.map((i) => i.id)).toEqual(['1', '2']);
    expect(filterProducts(items, 'zari', ['title', 'des'], 10).shown.map((i) => i.id)).toEqual(['1']);
  });

  it('matches only the configured fields (title-only lists)', () => {
    expect(filterProducts(items, 'skin', ['title'], 10).shown).toEqual([]);
    expect(filterProducts(items, 'skin', ['title', 'des'], 10).shown.map((i) => i.id)).toEqual(['3']);
  });

  it('applies the display window after filtering and counts all matches', () => {
    expect(filterProducts(items, '', ['title'], 2)).toEqual({ shown: items.slice(0, 2), matched: 3 });
    expect(filterProducts(items, 'saree', ['title'], 1)).toEqual({ shown: [items[0]], matched: 2 });
  });
});

describe('templates and links', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('I want to shop at {shop}.', { shop: 'Demo Shop' })).toBe('I want to shop at Demo Shop.');
    expect(fillTemplate('About {title} at {shop}', { title: 'Saree' })).toBe('About Saree at {shop}');
  });

  it('builds chat, phone and mail links', () => {
    const href = chatHref('https://wa.me/{phone}?text={message}', '+91 00000 00003', 'I want to buy this saree, contact me');
    expect(href).toBe('https://wa.me/910000000003?text=I%20want%20to%20buy%20this%20saree%2C%20contact%20me');
    expect(decodeURIComponent(new URL(href).searchParams.get('text')!)).toBe('I want to buy this saree, contact me');
    expect(telHref('+91 00000 00002')).toBe('tel:+910000000002');
    expect(mailHref('help@example.com')).toBe('mailto:help@example.com');
  });
});
