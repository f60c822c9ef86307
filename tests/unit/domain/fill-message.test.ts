import { describe, expect, it } from 'vitest';
import { fillMessage, fillTemplate } from '../../../src/domain/templates';

const url = 'https://shop.example/saree#saree-0001';

describe('fillMessage', () => {
  it('fills {title}, {shop} and {url}', () => {
    expect(fillMessage('I want to buy this saree, contact me: {title} {url}', { title: 'Silk Saree', url })).toBe(
      `I want to buy this saree, contact me: Silk Saree ${url}`,
    );
    expect(fillMessage('I am interested in {title}, please contact me. {url}', { title: 'Kurti', shop: 'Demo', url })).toBe(
      `I am interested in Kurti, please contact me. ${url}`,
    );
  });

  it("leaves out an empty {url} with the space or separator before it, keeping the owner's own words", () => {
    const none = { title: 'Silk Saree', url: '' };
    expect(fillMessage('I want to buy this saree, contact me: {title} {url}', none)).toBe(
      'I want to buy this saree, contact me: Silk Saree',
    );
    expect(fillMessage('I am interested in {title}, please contact me. {url}', none)).toBe(
      'I am interested in Silk Saree, please contact me.',
    );
    expect(fillMessage('About {title}: {url}', none)).toBe('About Silk Saree');
    expect(fillMessage('About {title} ({url}), please call', none)).toBe('About Silk Saree, please call');
    expect(fillMessage('{url} - is {title} in stock?', none)).toBe('is Silk Saree in stock?');
    expect(fillMessage('Is {title} in stock? Link - {url}', none)).toBe('Is Silk Saree in stock? Link');
  });

  it('keeps punctuation inside the filled values, and unknown placeholders visible', () => {
    expect(fillMessage('{title} {url}', { title: 'Saree: red, 6 m', url: '' })).toBe('Saree: red, 6 m');
    expect(fillMessage('{titel} {url}', { title: 'x', url: '' })).toBe('{titel}');
  });
});

describe('fillTemplate and inherited names', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('leaves {%s} as written', (name) => {
    expect(fillTemplate(`Hello {${name}} {title}`, { title: 'Saree' })).toBe(`Hello {${name}} Saree`);
    expect(fillMessage(`About {${name}}: {title}`, { title: 'Saree', url: '' })).toBe(`About {${name}}: Saree`);
  });

  it('still fills an own key of any name', () => {
    expect(fillTemplate('{constructor}', { constructor: 'own value' })).toBe('own value');
  });
});
