import { evaluateTargets, searchTarget, type BareFigures, type PageFigures, type TargetCheck } from './idle-targets.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { ListInteraction } from './list-interaction.ts';
import type { TransferResult } from './transfer.ts';

export interface Measured {
  lighthouse: LighthouseResult[];
  transfer: TransferResult[];
  /** Per build, the throttled loads and Search on the long list. */
  lists: Record<string, ListInteraction>;
  bareName: string;
}

export interface IdleRoutes {
  /** The pages judged, in each build. */
  routes: string[];
  /** Which of them are lists. */
  lists: string[];
  /** Where Search is timed. */
  listRoute: string;
}

export type BareRow = BareFigures & { score: number; fcpMs: number; elements: number; longestTaskMs: number };

export interface IdleFigures {
  pages: PageFigures[];
  bare: BareRow;
  targets: { name: string; checks: TargetCheck[] }[];
}

/** The figures per page and build, joined from the Lighthouse runs, the first loads and the Search timings. */
export function idleFigures(
  builds: { build: string; name: (route: string) => string }[],
  measured: Measured,
  routes: IdleRoutes,
): IdleFigures {
  const load = (name: string) => {
    const found = measured.transfer.find((t) => t.page === name);
    if (!found) throw new Error(`no first-load measurement of ${name}`);
    return found;
  };
  const lighthouse = (name: string) => {
    const found = measured.lighthouse.find((l) => l.page === name);
    if (!found) throw new Error(`no Lighthouse run on ${name}`);
    return found.median;
  };
  const bareLoad = load(measured.bareName);
  const bareRun = lighthouse(measured.bareName);
  const bare: BareRow = {
    score: bareRun.score,
    fcpMs: bareRun.fcpMs,
    lcpMs: bareRun.lcpMs,
    tbtMs: bareRun.tbtMs,
    jsBytes: bareLoad.bytes.js,
    elements: bareLoad.elementsAfterIdle,
    longestTaskMs: bareRun.longestTaskMs,
  };
  const pages: PageFigures[] = [];
  const targets: IdleFigures['targets'] = [];
  for (const { build, name } of builds) {
    for (const route of routes.routes) {
      const run = lighthouse(name(route));
      const first = load(name(route));
      const page: PageFigures = {
        build,
        route,
        isList: routes.lists.includes(route),
        score: run.score,
        fcpMs: run.fcpMs,
        lcpMs: run.lcpMs,
        tbtMs: run.tbtMs,
        jsBytes: first.bytes.js,
        firebaseBytes: first.bytes.firebase,
        elements: first.elementsAfterIdle,
        longestTaskMs: run.longestTaskMs,
      };
      pages.push(page);
      const list = measured.lists[build];
      const search = route === routes.listRoute && list ? [searchTarget(list.search.median.paintMs)] : [];
      targets.push({ name: `${build} ${route}`, checks: [...evaluateTargets(page, bare), ...search] });
    }
  }
  return { pages, bare, targets };
}
