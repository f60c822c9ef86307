import type { ChunkKinds } from './classify.ts';

/** One page the benchmark loads: a route on the site's server or on a reference's. */
export interface BenchPage {
  /** How the tables name it: the route (prefixed by the build when there are several), `bare /` or `static /` for a reference. */
  name: string;
  origin: string;
  route: string;
  /** Which of its .js responses are product data or the Firebase SDK rather than the site's code. */
  chunks: ChunkKinds;
}

export const pageUrl = (page: BenchPage): string => page.origin + page.route;
