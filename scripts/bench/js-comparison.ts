import type { FirstLoadJs } from './first-load-js.ts';

/** How much more first-load JS a public page may load than at the commit compared with (issue 31). */
export const JS_GROWTH_LIMIT = 1024;

/** One build's first load of one route: `demo` or `firestore`. */
export interface JsFigure extends FirstLoadJs {
  build: string;
}

export interface JsDifference {
  route: string;
  build: string;
  now: number;
  /** null: the route was not measured at that commit. */
  before: number | null;
  /** now − before, in bytes; positive when the page loads more now. */
  difference: number | null;
  /** The page grew by at most JS_GROWTH_LIMIT (a smaller page is within too). */
  within: boolean | null;
}

/** Each page measured now beside the same route and build at the older commit, code only (demo data apart). */
export function compareJs(now: JsFigure[], before: JsFigure[]): JsDifference[] {
  return now.map(({ route, build, code }) => {
    const then = before.find((b) => b.route === route && b.build === build);
    if (!then) return { route, build, now: code, before: null, difference: null, within: null };
    const difference = code - then.code;
    return { route, build, now: code, before: then.code, difference, within: difference <= JS_GROWTH_LIMIT };
  });
}
