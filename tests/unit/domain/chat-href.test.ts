import { describe, expect, it } from 'vitest';
import { chatHref, chatPlaceholders } from '../../../src/domain/templates';

describe('chatHref', () => {
  const message = 'I want to buy this saree, contact me & {phone}';

  it("fills WhatsApp's template with the digits of the number and the encoded message", () => {
    const href = chatHref('https://wa.me/{phone}?text={message}', '+91 00000 00003', message);
    expect(href).toBe('https://wa.me/910000000003?text=I%20want%20to%20buy%20this%20saree%2C%20contact%20me%20%26%20%7Bphone%7D');
    expect(new URL(href).searchParams.get('text')).toBe(message);
  });

  it('fills another messenger’s template the same way (Telegram, Viber)', () => {
    expect(chatHref('https://t.me/+{phone}?text={message}', '+44 20 7946 0000', 'Hi')).toBe('https://t.me/+442079460000?text=Hi');
    expect(chatHref('https://example.com/chat?to={phone}&body={message}&from=site', '+1 212 555 0100', 'a b')).toBe(
      'https://example.com/chat?to=12125550100&body=a%20b&from=site',
    );
  });

  it('leaves a template without placeholders as it is, and knows exactly {phone} and {message}', () => {
    expect(chatHref('https://m.me/demo.shop', '+91 00000 00003', 'Hi')).toBe('https://m.me/demo.shop');
    expect([...chatPlaceholders]).toEqual(['phone', 'message']);
  });
});
