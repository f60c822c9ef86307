// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServedResponse } from '../../../../scripts/hosting/served-response.ts';
import { installStart, servedIn, withArrival } from '../../../../scripts/bench/served-window.ts';

const response = (url: string, startedAt: number, endedAt: number, bytes: number, over: Partial<ServedResponse> = {}): ServedResponse => ({
  method: 'GET',
  url,
  status: 200,
  bytes,
  startedAt,
  endedAt,
  serviceWorker: undefined,
  fetchDest: 'empty',
  ...over,
});

// A first visit (0-400), its worker's install (1500-2600), then a repeat visit from 5000 whose LCP is at 5600.
const log = [
  response('/saree', 0, 100, 9000, { fetchDest: 'document' }),
  response('/assets/app.js', 120, 400, 40_000),
  response('/sw.js', 1500, 1550, 8000, { serviceWorker: 'script', fetchDest: 'serviceworker' }),
  response('/contact-us', 1600, 2600, 7000),
  response('/assets/x.js', 5100, 5300, 1200),
  response('/saree', 5050, 5600, 3000, { fetchDest: 'document' }),
  response('/assets/late.js', 5500, 5601, 500),
];

describe('bytes the server sent in a window', () => {
  it('counts a response by when its last byte went, so one finishing at the LCP counts and one a millisecond later does not', () => {
    expect(servedIn(log, { startedFrom: 5000, endedBy: 5600 })).toEqual({ bytes: 4200, requests: 2 });
    expect(servedIn(log, { startedFrom: 5000, endedAfter: 5600 })).toEqual({ bytes: 500, requests: 1 });
  });

  it('leaves out what the first visit asked for, even when it ends inside the window', () => {
    const slow = [...log, response('/photo.webp', 300, 5200, 80_000)];
    expect(servedIn(slow, { startedFrom: 5000, endedBy: 5600 })).toEqual({ bytes: 4200, requests: 2 });
  });

  it("counts the install window from the page's idle, or from the worker's script when it came earlier", () => {
    expect(installStart(log, 0, 1000)).toBe(1000);
    expect(installStart(log, 0, 1700)).toBe(1500);
    expect(servedIn(log, { endedAfter: installStart(log, 0, 1000), endedBy: 2600 })).toEqual({ bytes: 15_000, requests: 2 });
    expect(servedIn([], {})).toEqual({ bytes: 0, requests: 0 });
  });
});

describe('responses by when the browser received them', () => {
  it('moves a response sent before the paint but received after it out of the window', () => {
    const repeat = log.slice(4);
    const arrived = withArrival(repeat, [
      { url: '/saree', arrivedAt: 5900 },
      { url: '/assets/x.js', arrivedAt: 5350 },
    ]);
    expect(arrived.map((r) => r.endedAt)).toEqual([5350, 5900, 5601]);
    expect(servedIn(arrived, { endedBy: 5600 })).toEqual({ bytes: 1200, requests: 1 });
  });

  it('matches the same address in order, and never to an arrival before the request was made', () => {
    const twice = [response('/saree', 100, 200, 9000), response('/saree', 1000, 1010, 9000)];
    const arrived = withArrival(twice, [
      { url: '/saree', arrivedAt: 1700 },
      { url: '/saree', arrivedAt: 800 },
    ]);
    expect(arrived.map((r) => r.endedAt)).toEqual([800, 1700]);
    expect(withArrival(twice, [{ url: '/saree', arrivedAt: 50 }]).map((r) => r.endedAt)).toEqual([200, 1010]);
  });
});
