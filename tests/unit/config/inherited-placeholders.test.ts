import { describe, expect, it } from 'vitest';
import { SHIPPED, mutate, problems } from '../../support/catalogue';

// fillTemplate fills own keys only, so a name every object inherits must be reported, not filled.
describe('placeholders named after inherited properties', () => {
  it.each(['constructor', 'toString', '__proto__'])('{%s} is an unknown placeholder wherever a template is checked', (name) => {
    const message = mutate(SHIPPED, 'shop: I want to shop at {shop}.', `shop: I want to shop at {${name}}.`);
    expect(problems(message)).toEqual([expect.stringMatching(new RegExp(`^messages\\.shop \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`))]);

    const chat = mutate(SHIPPED, 'chatUrl: "https://wa.me/{phone}?text={message}"', `chatUrl: "https://wa.me/{phone}?text={${name}}"`);
    expect(problems(chat)).toEqual([expect.stringMatching(new RegExp(`^shop\\.chatUrl \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`))]);

    const failure = mutate(SHIPPED, '({message})', `({${name}})`);
    expect(problems(failure)).toEqual([expect.stringMatching(new RegExp(`^texts\\.enquiry\\.failure \\(line \\d+, col \\d+\\): unknown placeholder \\{${name}\\}`))]);
  });
});
