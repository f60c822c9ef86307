import { describe, expect, it } from 'vitest';
import { offlineUrlFor } from '../../../src/sw/settings';

describe("the worker's offline page", () => {
  const settings = { offlineUrl: '/~offline', offlineUrls: { '/bn': '/bn/~offline' } };
  it("is the one of the address's language", () => {
    expect(offlineUrlFor(settings, '/bn/saree')).toBe('/bn/~offline');
    expect(offlineUrlFor(settings, '/bn')).toBe('/bn/~offline');
    expect(offlineUrlFor(settings, '/saree')).toBe('/~offline');
    expect(offlineUrlFor(settings, '/bnx')).toBe('/~offline');
    expect(offlineUrlFor({ offlineUrl: '/~offline' }, '/bn/saree')).toBe('/~offline');
  });
});
