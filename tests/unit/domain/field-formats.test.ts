import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN, fieldPattern, fullMatchRegExp, hasFieldFormat } from '../../../src/domain/field-formats';

// Both engines must agree: the form tests with JavaScript, firestore.rules with RE2 (whole text).
const bothEngines = (pattern: string, value: string) => {
  const js = fullMatchRegExp(pattern).test(value);
  expect(RE2JS.compile(pattern).matches(value), `RE2 and JavaScript disagree on ${JSON.stringify(value)}`).toBe(js);
  return js;
};

describe('field formats', () => {
  it.each(['a@b.co', 'shop.owner+saree@gmail.com', "o'neil@example.in", 'রমা@উদাহরণ.ভারত'])('%j is an e-mail address', (value) => {
    expect(bothEngines(EMAIL_PATTERN, value)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>@x.com',
    '<script>alert(1)</script>',
    'Rina <rina@example.in>',
    'a b@example.in',
    'a@example',
    'a@-example.in',
    'a@example.in\u00a0',
    '"a"@example.in',
    '',
  ])('%j is not an e-mail address', (value) => {
    expect(bothEngines(EMAIL_PATTERN, value)).toBe(false);
  });

  it.each(['+91 98765 43210', '9876543210', '033-2345-6789', '(033) 2345 6789', '+91-(0)98765.43210', '123456'])(
    '%j is a phone number',
    (value) => {
      expect(bothEngines(PHONE_PATTERN, value)).toBe(true);
    },
  );

  it.each(['12345', '+', '++91 98765 43210', '98765 43210x', '9876543210987654', '<b>98765 43210</b>', '९८७६५४३२१०', ''])(
    '%j is not a phone number',
    (value) => {
      expect(bothEngines(PHONE_PATTERN, value)).toBe(false);
    },
  );

  it('gives a field its own pattern first, else its kind’s, else none', () => {
    expect(fieldPattern({ kind: 'email' })).toBe(EMAIL_PATTERN);
    expect(fieldPattern({ kind: 'tel' })).toBe(PHONE_PATTERN);
    expect(fieldPattern({ kind: 'text' })).toBeUndefined();
    expect(fieldPattern({ kind: 'textarea', pattern: undefined })).toBeUndefined();
    expect(fieldPattern({ kind: 'tel', pattern: '[0-9]{10}' })).toBe('[0-9]{10}');
    expect(hasFieldFormat({ kind: 'text', pattern: '[0-9]{6}' }, '741126')).toBe(true);
    expect(hasFieldFormat({ kind: 'text', pattern: '[0-9]{6}' }, '7411260')).toBe(false);
    expect(hasFieldFormat({ kind: 'text', pattern: 'a|b' }, 'ab')).toBe(false);
    expect(hasFieldFormat({ kind: 'text' }, '<anything>')).toBe(true);
  });
});
