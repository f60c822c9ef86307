import type { Served } from './served-window.ts';
import type { TargetCheck } from './idle-targets.ts';

/** Said, in the table and the results, for a build that has no /sw.js. */
export const NO_WORKER = 'no service worker in this build: repeat visit not measured';
/** Said for a shop with `site.offline: false`: its pages register no worker (its /sw.js only removes an old one). */
export const WORKER_OFF = 'site.offline is false, the pages register no service worker: repeat visit not measured';

/** A repeat visit of one page with its service worker warm, and what the worker's install fetched. */
export type RepeatVisit =
  | { page: string; measured: false; reason: string }
  | {
      page: string;
      measured: true;
      /** The repeat visit's largest contentful paint, ms from navigation start. */
      lcpMs: number;
      /**
       * From the network before the LCP: what the hosting server sent that the throttled browser had received
       * by then (judged), what the server had finished sending by then (an upper bound: DevTools throttles on
       * the browser's side), and what other hosts (Firestore) sent.
       */
      beforeLcp: Served;
      sentBeforeLcp: Served;
      otherHostsBeforeLcp: Served;
      /** From the LCP until the page and its worker were quiet (background refreshes). */
      afterLcp: Served;
      /** What the server sent between the first visit's page going idle and the worker being activated. */
      install: Served & { ms: number; urls: string[] };
      /** True when the first page was not controlled once the worker activated and was reloaded. */
      reloaded: boolean;
      /** The repeat visit's responses from the hosting server, ms from its navigation start (requested, sent, received), with their Sec-Fetch-Dest. */
      log: { url: string; status: number; bytes: number; startMs: number; sentMs: number; endMs: number; dest: string }[];
    };

export const REPEAT_LIMITS = { lcpMs: 800, bytes: 5 * 1024 } as const;

/** The repeat-visit targets of issue 22: the page comes from the worker, almost nothing from the network before it is drawn. */
export function repeatTargets(visit: RepeatVisit): TargetCheck[] {
  if (!visit.measured) return [];
  const bytes = visit.beforeLcp.bytes + visit.otherHostsBeforeLcp.bytes;
  return [
    {
      id: 'repeatLcp',
      limit: `≤ ${(REPEAT_LIMITS.lcpMs / 1000).toFixed(2)} s`,
      value: `${(visit.lcpMs / 1000).toFixed(2)} s`,
      met: visit.lcpMs <= REPEAT_LIMITS.lcpMs,
    },
    {
      id: 'repeatBytes',
      limit: `≤ ${(REPEAT_LIMITS.bytes / 1024).toFixed(1)} KB before LCP`,
      value: `${(bytes / 1024).toFixed(1)} KB`,
      met: bytes <= REPEAT_LIMITS.bytes,
    },
  ];
}
