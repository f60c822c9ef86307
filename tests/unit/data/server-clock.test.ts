import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverClockSkew } from '../../../src/data/server-clock';

const HOUR = 3_600_000;
const answer = (headers: Record<string, string>) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { headers }));

describe("the server's clock, from its Date header", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the server's lead over the visitor's clock, asked with a no-store HEAD of the page", async () => {
    const fetch = answer({ date: new Date(Date.now() + 26 * HOUR).toUTCString() });
    const skew = await serverClockSkew('https://shop.example/Enqueries');
    expect(Math.abs(skew - 26 * HOUR)).toBeLessThan(2_000);
    expect(fetch).toHaveBeenCalledWith('https://shop.example/Enqueries', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it("adds the Age of a CDN's cached copy", async () => {
    answer({ date: new Date(Date.now() - HOUR).toUTCString(), age: '3600' });
    expect(Math.abs(await serverClockSkew('https://shop.example/'))).toBeLessThan(2_000);
  });

  it("is 0 (the visitor's clock) with no Date header, no answer, or no page", async () => {
    answer({});
    expect(await serverClockSkew('https://shop.example/')).toBe(0);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await serverClockSkew('https://shop.example/')).toBe(0);
    expect(await serverClockSkew('')).toBe(0);
  });
});
