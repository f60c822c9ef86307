/** One page the benchmark loads: a route on the site's server or on a reference's. */
export interface BenchPage {
  /** How the tables name it: the route for the site, `bare /` or `static /` for a reference. */
  name: string;
  origin: string;
  route: string;
  /** Which of its .js responses are product data rather than code. */
  dataChunks: Set<string>;
}

export const pageUrl = (page: BenchPage): string => page.origin + page.route;
