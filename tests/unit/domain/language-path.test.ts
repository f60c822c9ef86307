import { describe, expect, it } from 'vitest';
import { splitPrefix, underPrefix } from '../../../src/domain/language-path';

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
