import { fileCycles, folderCycles } from './cycles';
import type { ImportGraph } from './import-graph';
import { browserGlobalsAtLoad, forbiddenReach, importsInto, isPackage, isUnder, packageOutside } from './rules';

/** The design's import rules, each a list of violations for a graph rooted at `src/` (or a fixture). */
export interface DesignRule {
  name: string;
  check: (graph: ImportGraph) => string[];
}

// main.tsx is the client entry; boot.ts, where present, is the script tag that loads it.
const clientEntries = (graph: ImportGraph) => ['app/main.tsx', 'app/boot.ts'].filter((f) => graph.files.includes(f));

// zod/mini is the small build product validation uses; its core is shared, not the schema.
const isFullZod = (specifier: string) => isPackage(specifier, 'zod') && !/^zod\/(v4\/)?(mini|core)$/.test(specifier);

// Config checks that need country tables (phone numbering plans, postal code patterns): build time only.
const isBuildTimeValidator = (specifier: string) => isPackage(specifier, 'libphonenumber-js', 'postcode-validator', 'iso-3166', 're2js');

// The React family by name too, so react-medium-image-zoom and friends count.
const isReactSide = (specifier: string) =>
  isPackage(specifier, 'react', 'react-dom', 'react-router', 'styled-components') || specifier.startsWith('react-');

/** Parts that the config checker and the build run in Node, where React must not load. */
const isReactFree = (file: string) =>
  isUnder(file, 'config', 'catalogue', 'build-time', 'site') ||
  (isUnder(file, 'kinds') && /\/(kind|kind-list|index|section|page-chunk)\.ts$/.test(file));

export const designRules: DesignRule[] = [
  {
    name: 'every relative import and glob names a file in the tree (else the rules below miss edges)',
    check: (graph) => graph.unresolved.map((ref) => `${ref.from} imports '${ref.specifier}', which names no file`),
  },
  { name: 'no import cycles between files', check: fileCycles },
  { name: 'no import cycles between top-level folders', check: folderCycles },
  {
    name: 'phones never download the config schema or its checks: the client entry reaches neither zod, yaml nor the country tables',
    check: (graph) => {
      const entries = clientEntries(graph);
      if (entries.length === 0) return ['no client entry: neither app/main.tsx nor app/boot.ts exists'];
      return forbiddenReach(graph, entries, { specifier: (s) => isFullZod(s) || isPackage(s, 'yaml') || isBuildTimeValidator(s) });
    },
  },
  {
    name: 'components are presentational: they reach no config, catalogue, data, app, kinds, shell, site, structured data or build-time',
    check: (graph) =>
      forbiddenReach(
        graph,
        graph.files.filter((f) => isUnder(f, 'components')),
        {
          file: (f) => isUnder(f, 'config', 'catalogue', 'data', 'app', 'kinds', 'shell', 'site', 'structured-data', 'build-time'),
        },
      ),
  },
  {
    name: 'config and the React-free parts of kinds reach no React, browser side or page files',
    check: (graph) =>
      forbiddenReach(graph, graph.files.filter(isReactFree), {
        file: (f) => isUnder(f, 'components', 'app', 'data', 'shell', 'structured-data') || (isUnder(f, 'kinds') && f.endsWith('.tsx')),
        specifier: isReactSide,
      }),
  },
  {
    name: "kinds never import build-time/ (its whole-site checks run at build only; the model's types are in catalogue/ and each kind's kind.ts)",
    check: (graph) => importsInto(graph, (f) => isUnder(f, 'kinds'), 'build-time'),
  },
  {
    name: "only data/firestore and data/owner (the owner's pages' seam) import firebase",
    check: (graph) => packageOutside(graph, 'firebase', (f) => isUnder(f, 'data/firestore', 'data/owner')),
  },
  {
    name: 'only data/owner imports firebase/auth and firebase/storage: no public page loads them',
    check: (graph) => [
      ...packageOutside(graph, 'firebase/auth', (f) => isUnder(f, 'data/owner')),
      ...packageOutside(graph, 'firebase/storage', (f) => isUnder(f, 'data/owner')),
    ],
  },
  {
    name: 'only config imports yaml',
    check: (graph) => packageOutside(graph, 'yaml', (f) => isUnder(f, 'config')),
  },
  {
    name: 'no module reads window or document at load time (pages must be safe to pre-render)',
    // The client entry only ever runs in the browser: it is the one place that mounts on the document.
    check: (graph) => browserGlobalsAtLoad(graph, (f) => clientEntries(graph).includes(f)),
  },
];
