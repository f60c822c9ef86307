import { describe, expect, it } from 'vitest';
import { addressIn, splitPrefix, underPrefix } from '../../../src/domain/language-path';

describe('language paths', () => {
  it('moves a path under a prefix, home to the bare prefix', () => {
    expect(underPrefix('/saree', '/bn')).toBe('/bn/saree');
    expect(underPrefix('/', '/bn')).toBe('/bn');
    expect(underPrefix('/saree', '')).toBe('/saree');
  });

  it('finds the prefix of a path, and only a whole segment', () => {
    expect(splitPrefix('/bn/saree', ['', '/bn'])).toEqual({ prefix: '/bn', path: '/saree' });
    expect(splitPrefix('/bn', ['', '/bn'])).toEqual({ prefix: '/bn', path: '/' });
    expect(splitPrefix('/bn/', ['', '/bn'])).toEqual({ prefix: '/bn', path: '/' });
    expect(splitPrefix('/bnx', ['', '/bn'])).toEqual({ prefix: '', path: '/bnx' });
    expect(splitPrefix('/saree', ['', '/bn'])).toEqual({ prefix: '', path: '/saree' });
  });
});

const PREFIXES = ['', '/bn'];
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('addressIn: the same address in another language', () => {
  it('moves the path between the default language and a prefix, both ways', () => {
    expect(addressIn(at('/saree'), PREFIXES, '/bn')).toBe('/bn/saree');
    expect(addressIn(at('/bn/saree'), PREFIXES, '')).toBe('/saree');
    expect(addressIn(at('/womens-wear/saree'), PREFIXES, '/bn')).toBe('/bn/womens-wear/saree');
  });

  it("takes the home page to the other language's home: '/' ↔ '/bn'", () => {
    expect(addressIn(at('/'), PREFIXES, '/bn')).toBe('/bn');
    expect(addressIn(at('/bn'), PREFIXES, '')).toBe('/');
    expect(addressIn(at('/bn/'), PREFIXES, '')).toBe('/');
  });

  it('keeps the query and the fragment', () => {
    expect(addressIn(at('/saree', '?q=banarasi', '#p-12'), PREFIXES, '/bn')).toBe('/bn/saree?q=banarasi#p-12');
    expect(addressIn(at('/bn/saree', '?q=%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF'), PREFIXES, '')).toBe(
      '/saree?q=%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF',
    );
    expect(addressIn(at('/bn', '', '#showrooms'), PREFIXES, '')).toBe('/#showrooms');
  });

  it('reads a prefix only as a whole path segment', () => {
    expect(addressIn(at('/bnx'), PREFIXES, '/bn')).toBe('/bn/bnx');
    expect(addressIn(at('/bnx'), PREFIXES, '')).toBe('/bnx');
  });

  it('leaves an address in its own language as it is', () => {
    expect(addressIn(at('/bn/saree', '?q=x'), PREFIXES, '/bn')).toBe('/bn/saree?q=x');
  });
});
