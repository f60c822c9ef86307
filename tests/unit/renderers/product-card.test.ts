import { describe, expect, it } from 'vitest';
import { productCard } from '../../../src/kinds/list/product-card';
import { catalogueFrom, mutate, SHIPPED } from '../../support/catalogue';

// A product card is where the site's money and chat settings meet one product.
const product = { id: 'p1', title: 'Leather Tote', des: '', img: '/demo/img/a.svg', price: 1234.5 };

describe('productCard', () => {
  it('shows the price in the site currency and chats through the configured messenger', () => {
    let source = mutate(SHIPPED, 'lang: en-IN ', 'lang: de-DE ');
    source = mutate(source, 'currency: INR', 'currency: EUR');
    source = mutate(source, 'chatUrl: "https://wa.me/{phone}?text={message}"', 'chatUrl: "https://t.me/+{phone}?text={message}"');
    const catalogue = catalogueFrom(source);
    const list = catalogue.lists.find((l) => l.price)!;
    const card = productCard(catalogue, list, product);
    expect(card.price?.value).toBe('1.234,50\u00a0€');
    expect(card.chat.href).toMatch(/^https:\/\/t\.me\/\+910000000003\?text=/);
    expect(new URL(card.chat.href).searchParams.get('text')).toContain('Leather Tote');
  });

  it('keeps the shipped rupee price and WhatsApp link', () => {
    const catalogue = catalogueFrom(SHIPPED);
    const list = catalogue.lists.find((l) => l.price)!;
    const card = productCard(catalogue, list, { ...product, price: 123456 });
    expect(card.price?.value).toBe('₹1,23,456');
    expect(card.chat.href).toMatch(/^https:\/\/wa\.me\/910000000003\?text=/);
  });
});
