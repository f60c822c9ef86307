import type lighthouse from 'lighthouse';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface Diagnostics {
  /** Main-thread time by kind of work, ms (as observed, before simulation). */
  mainThread: Record<string, number>;
  /** The longest main-thread tasks: script URL (or Unattributable), start and duration in ms. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** Audits that estimate a saving on some metric, with Lighthouse's own wording. */
  savings: { id: string; title: string; display: string; metricSavings: Record<string, number> }[];
  /** Audits that could not run, so a reader knows which numbers are missing. */
  errors: { id: string; message: string }[];
}

type Row = Record<string, unknown>;
const rows = (lhr: Lhr, id: string): Row[] => {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as Row[]) : [];
};

/** The parts of a Lighthouse report that say where the time goes, small enough to keep per run. */
export function diagnostics(lhr: Lhr, origin: string): Diagnostics {
  const path = (url: unknown) => String(url).replace(origin, '');
  return {
    mainThread: Object.fromEntries(rows(lhr, 'mainthread-work-breakdown').map((r) => [String(r.group), Math.round(Number(r.duration))])),
    longTasks: rows(lhr, 'long-tasks')
      .map((r) => ({ url: path(r.url), startMs: Math.round(Number(r.startTime)), durationMs: Math.round(Number(r.duration)) }))
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, 5),
    savings: Object.values(lhr.audits)
      .filter((a) => a.metricSavings && Object.values(a.metricSavings).some((v) => (v ?? 0) > 0))
      .map((a) => ({ id: a.id, title: a.title, display: a.displayValue ?? '', metricSavings: a.metricSavings as Record<string, number> })),
    errors: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, message: (a.errorMessage ?? '').split('\n')[0]! })),
  };
}
