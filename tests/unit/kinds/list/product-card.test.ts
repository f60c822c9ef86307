import { describe, expect, it } from 'vitest';
import { productCard } from '../../../../src/kinds/list/product-card';
import { catalogueFrom, mutate, SPEC } from '../../../support/catalogue';

// A product card is where the site's money and chat settings meet one product.
const product = { id: 'p1', title: 'Leather Tote', des: '', img: '/demo/img/a.svg', price: 1234.5 };

describe('productCard', () => {
  it('shows the price in the site currency and chats through the configured messenger', () => {
    let source = mutate(SPEC, 'lang: en-IN ', 'lang: de-DE ');
    source = mutate(source, 'currency: INR', 'currency: EUR');
    source = mutate(source, 'chatUrl: "https://wa.me/{phone}?text={message}"', 'chatUrl: "https://t.me/+{phone}?text={message}"');
    const catalogue = catalogueFrom(source);
    const list = catalogue.lists.find((l) => l.price)!;
    const card = productCard(catalogue, list, product);
    expect(card.price?.value).toBe('1.234,50\u00a0€');
    expect(card.chat.href).toMatch(/^https:\/\/t\.me\/\+910000000003\?text=/);
    expect(new URL(card.chat.href).searchParams.get('text')).toContain('Leather Tote');
  });

  it("keeps the specification's rupee price and WhatsApp link", () => {
    const catalogue = catalogueFrom(SPEC);
    const list = catalogue.lists.find((l) => l.price)!;
    const card = productCard(catalogue, list, { ...product, price: 123456 });
    expect(card.price?.value).toBe('₹1,23,456');
    expect(card.chat.href).toMatch(/^https:\/\/wa\.me\/910000000003\?text=/);
  });

  describe('links to the product', () => {
    const spec = catalogueFrom(SPEC);
    const saree = spec.lists.find((l) => l.id === 'saree')!;
    const kurti = spec.lists.find((l) => l.id === 'kurti')!;
    const withUrl = { ...spec, site: { ...spec.site, url: 'https://shop.example' } };
    const { url: _url, ...siteWithoutUrl } = spec.site;
    const withoutUrl = { ...spec, site: siteWithoutUrl };
    const odd = { id: 'Red Saree #1', title: 'Red Silk Saree', des: '', img: '/a.svg' };
    const text = (href: string) => new URL(href).searchParams.get('text');

    it('gives the card an anchor from its id and the product link to the chat message and the Share button', () => {
      const card = productCard(withUrl, saree, odd);
      expect(card.anchor).toBe('Red_20_Saree_20__23_1');
      const link = `https://shop.example/saree#${card.anchor}`;
      expect(text(card.chat.href)).toBe(`I want to buy this saree, contact me: Red Silk Saree ${link}`);
      expect(card.share).toMatchObject({ label: 'Share', href: link, copiedText: 'Link copied' });
      expect(text(productCard(withUrl, kurti, odd).chat.href)).toBe(
        `I am interested in Red Silk Saree, please contact me. https://shop.example/kurti#${card.anchor}`,
      );
    });

    it('leaves {url} out of the message without site.url, and shares the site-relative link instead', () => {
      const card = productCard(withoutUrl, saree, odd);
      expect(text(card.chat.href)).toBe('I want to buy this saree, contact me: Red Silk Saree');
      expect(text(productCard(withoutUrl, kurti, odd).chat.href)).toBe('I am interested in Red Silk Saree, please contact me.');
      expect(card.share.href).toBe(`/saree#${card.anchor}`);
    });
  });
});
