import type { ServedResponse } from '../hosting/served-response.ts';

/** Bytes and responses in one time window. */
export interface Served {
  bytes: number;
  requests: number;
}

export interface TimeWindow {
  /** Only responses to requests made at or after this time (Date.now() clock). */
  startedFrom?: number;
  /** Only responses whose last byte was sent after this time. */
  endedAfter?: number;
  /** Only responses whose last byte was sent by this time. */
  endedBy?: number;
}

/** The responses in a window: a response counts once it was fully sent, by its end time. */
export function within(
  log: readonly ServedResponse[],
  { startedFrom = -Infinity, endedAfter = -Infinity, endedBy = Infinity }: TimeWindow,
): ServedResponse[] {
  return log.filter((r) => r.startedAt >= startedFrom && r.endedAt > endedAfter && r.endedAt <= endedBy);
}

/** What the server sent in a window. */
export function servedIn(log: readonly ServedResponse[], window: TimeWindow): Served {
  const inWindow = within(log, window);
  return { bytes: inWindow.reduce((n, r) => n + r.bytes, 0), requests: inWindow.length };
}

/**
 * When a worker's install starts downloading: when the page went idle, or earlier if the page
 * registered it before that (its script's request, marked `Service-Worker: script`, came first).
 */
export function installStart(log: readonly ServedResponse[], visitStart: number, idleAt: number): number {
  const script = log.find((r) => r.serviceWorker === 'script' && r.startedAt >= visitStart);
  return Math.min(idleAt, script?.startedAt ?? Infinity);
}

/** A request as the browser saw it: when its last byte arrived, throttling included. */
export interface Arrival {
  /** Path and query, as the server logs it. */
  url: string;
  /** Date.now() clock. */
  arrivedAt: number;
}

/**
 * Each response with the time the browser received it, matched to the browser's requests by address in
 * order: a throttled browser gets the last byte well after the server sent it, so a stale-while-revalidate
 * refresh sent before the paint may still arrive after it. A response the browser did not report keeps
 * the time the server sent it.
 */
export function withArrival(log: readonly ServedResponse[], arrivals: readonly Arrival[]): ServedResponse[] {
  const left = [...arrivals].sort((a, b) => a.arrivedAt - b.arrivedAt);
  return log.map((response) => {
    const i = left.findIndex((a) => a.url === response.url && a.arrivedAt >= response.startedAt);
    if (i < 0) return response;
    const [match] = left.splice(i, 1);
    return { ...response, endedAt: Math.max(response.endedAt, match!.arrivedAt) };
  });
}
