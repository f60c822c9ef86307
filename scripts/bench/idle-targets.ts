/** What the targets are judged on, per page of one build. */
export interface PageFigures {
  /** `demo` or `firestore`. */
  build: string;
  route: string;
  /** List pages have the element target. */
  isList: boolean;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** First-load JS, gzip: the site's own code, fetched before the page was idle (no data, no Firebase SDK). */
  jsBytes: number;
  /** The Firebase SDK's chunks fetched before idle, gzip (0 in the demo build). */
  firebaseBytes: number;
  /** document.querySelectorAll('*').length 10 s after load, no scrolling. */
  elements: number;
  longestTaskMs: number;
}

/** The bare React page, measured in the same run. */
export interface BareFigures {
  tbtMs: number;
  lcpMs: number;
  jsBytes: number;
}

export type TargetId = 'score' | 'tbt' | 'lcp' | 'js' | 'elements' | 'search' | 'repeatLcp' | 'repeatBytes';

export interface TargetCheck {
  id: TargetId;
  /** The limit as printed, e.g. `≤ 98 ms (2× bare)`. */
  limit: string;
  /** The measured value as printed. */
  value: string;
  met: boolean;
}

export const LIMITS = {
  score: 98,
  tbtTimesBare: 2,
  lcpMs: 1200,
  jsTimesBare: 1.3,
  listElements: 1500,
  searchMs: 100,
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

/** The targets for one page of one build, against the bare page of the same run. Reported, never enforced. */
export function evaluateTargets(page: PageFigures, bare: BareFigures): TargetCheck[] {
  const tbtLimit = LIMITS.tbtTimesBare * bare.tbtMs;
  const lcpLimit = Math.min(LIMITS.lcpMs, bare.lcpMs);
  const jsLimit = LIMITS.jsTimesBare * bare.jsBytes;
  const checks: TargetCheck[] = [
    { id: 'score', limit: `≥ ${LIMITS.score}`, value: String(Math.round(page.score)), met: page.score >= LIMITS.score },
    { id: 'tbt', limit: `≤ ${millis(tbtLimit)} (${LIMITS.tbtTimesBare}× bare)`, value: millis(page.tbtMs), met: page.tbtMs <= tbtLimit },
    {
      id: 'lcp',
      limit: `≤ ${seconds(lcpLimit)} (${seconds(LIMITS.lcpMs)} and bare's)`,
      value: seconds(page.lcpMs),
      met: page.lcpMs <= lcpLimit,
    },
    { id: 'js', limit: `≤ ${kb(jsLimit)} (${LIMITS.jsTimesBare}× bare)`, value: kb(page.jsBytes), met: page.jsBytes <= jsLimit },
  ];
  if (page.isList)
    checks.push({
      id: 'elements',
      limit: `≤ ${LIMITS.listElements.toLocaleString('en')} elements`,
      value: page.elements.toLocaleString('en'),
      met: page.elements <= LIMITS.listElements,
    });
  return checks;
}

/** Typing one character in Search updates the grid (median of the keys typed, CPU slowed 4×). */
export function searchTarget(medianMs: number): TargetCheck {
  return { id: 'search', limit: `≤ ${LIMITS.searchMs} ms`, value: millis(medianMs), met: medianMs <= LIMITS.searchMs };
}
