import type { ServedResponse } from '../hosting/served-response.ts';

/** Bytes and responses in one time window. */
export interface Served {
  bytes: number;
  requests: number;
}

export interface Window {
  /** Only responses to requests made at or after this time (Date.now() clock). */
  startedFrom?: number;
  /** Only responses whose last byte was sent after this time. */
  endedAfter?: number;
  /** Only responses whose last byte was sent by this time. */
  endedBy?: number;
}

/** What the server sent in a window: a response counts once it was fully sent, by its end time. */
export function servedIn(
  log: readonly ServedResponse[],
  { startedFrom = -Infinity, endedAfter = -Infinity, endedBy = Infinity }: Window,
): Served {
  const inWindow = log.filter((r) => r.startedAt >= startedFrom && r.endedAt > endedAfter && r.endedAt <= endedBy);
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
