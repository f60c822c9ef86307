import { describe, expect, it } from 'vitest';
import { mutate, positionOf, problems } from '../../support/catalogue';
import { ENQUIRIES, minimalCatalogue } from '../../support/minimal-catalogue';

// With a form: its texts are checked only when the shop has one.
const SHOP = minimalCatalogue({ enquiries: ENQUIRIES });
const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle);
  return `(line ${line}, col ${col})`;
};

// fillTemplate fills own keys only, so a name every object inherits must be reported, not filled.
describe('placeholders named after inherited properties', () => {
  it.each(['constructor', 'toString', '__proto__'])('{%s} is an unknown placeholder wherever a template is checked', (name) => {
    const message = mutate(SHOP, 'shop: I want to shop at {shop}.', `shop: I want to shop at {${name}}.`);
    expect(problems(message)).toEqual([
      expect.stringMatching(new RegExp(`^messages\\.shop \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`)),
    ]);
    expect(problems(message)[0]).toContain(`messages.shop ${at(message, 'I want to shop at')}: `);

    const chat = mutate(SHOP, 'chatUrl: "https://wa.me/{phone}?text={message}"', `chatUrl: "https://wa.me/{phone}?text={${name}}"`);
    expect(problems(chat)).toEqual([
      expect.stringMatching(new RegExp(`^shop\\.chatUrl \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`)),
    ]);

    const failure = mutate(SHOP, '({message})', `({${name}})`);
    expect(problems(failure)).toEqual([
      expect.stringMatching(new RegExp(`^texts\\.enquiry\\.failure \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`)),
    ]);
  });
});
