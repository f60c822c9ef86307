import type { Edge, ImportGraph } from './import-graph';

type Adjacency = ReadonlyMap<string, readonly string[]>;

/** Tarjan's algorithm: the strongly connected components of a directed graph. */
export function stronglyConnected(adjacency: Adjacency): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of adjacency.get(node) ?? []) {
      if (!index.has(next)) connect(next);
      if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of adjacency.keys()) if (!index.has(node)) connect(node);
  return components;
}

/** Shortest path from `start` to `goal` inside `within`, both ends included. */
const shortestPath = (adjacency: Adjacency, within: Set<string>, start: string, goal: string): string[] => {
  const parent = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const next of adjacency.get(node) ?? []) {
      if (!within.has(next) || parent.has(next) || next === start) continue;
      parent.set(next, node);
      queue.push(next);
    }
  }
  const path = [goal];
  while (path[0] !== start) path.unshift(parent.get(path[0]!)!);
  return path;
};

/**
 * Every cycle, as closed node lists (`[a, b, a]`). A component can hold exponentially many
 * simple cycles, so each edge inside one yields only the shortest cycle through it: every
 * edge to cut shows up, and the list stays as long as the component has edges.
 */
export function cycles(adjacency: Adjacency): string[][] {
  const found = new Map<string, string[]>();
  for (const component of stronglyConnected(adjacency)) {
    const within = new Set(component);
    for (const from of component)
      for (const to of adjacency.get(from) ?? []) {
        if (!within.has(to) || (component.length === 1 && to !== from)) continue;
        // The path back ends at `from`, which the closing step below adds again.
        const loop = [from, ...(to === from ? [] : shortestPath(adjacency, within, to, from).slice(0, -1))];
        // Rotate so the smallest name leads: one cycle reached from two edges is listed once.
        const first = loop.indexOf([...loop].sort()[0]!);
        const rotated = [...loop.slice(first), ...loop.slice(0, first)];
        found.set(rotated.join('\0'), [...rotated, rotated[0]!]);
      }
  }
  const key = (loop: string[]) => loop.join('\0');
  return [...found.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

const adjacencyOf = (pairs: [string, string][]): Map<string, string[]> => {
  const adjacency = new Map<string, string[]>();
  for (const [from, to] of pairs) {
    const targets = adjacency.get(from) ?? [];
    if (!targets.includes(to)) adjacency.set(from, [...targets, to]);
  }
  return adjacency;
};

/** File cycles, each as `a.ts -> b.tsx -> a.ts`. */
export function fileCycles(graph: ImportGraph): string[] {
  return cycles(adjacencyOf(graph.edges.map((e) => [e.from, e.to]))).map((loop) => loop.join(' -> '));
}

/** The top-level folder of a file; files directly in the root are the folder '.'. */
export const topFolder = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

const describeEdge = (edge: Edge) => `${edge.from} -> ${edge.to}${edge.kind === 'dynamic' ? ' (dynamic import)' : ''}`;

/** Folder cycles, each as `app -> shell -> app` followed by one file edge per arrow. */
export function folderCycles(graph: ImportGraph): string[] {
  const example = new Map<string, Edge>();
  for (const edge of graph.edges) {
    const key = `${topFolder(edge.from)}\0${topFolder(edge.to)}`;
    // Prefer a static edge as the example: it is the one a reader finds at the top of the file.
    const seen = example.get(key);
    if (topFolder(edge.from) !== topFolder(edge.to) && (!seen || (seen.kind === 'dynamic' && edge.kind !== 'dynamic')))
      example.set(key, edge);
  }
  const loops = cycles(adjacencyOf([...example.keys()].map((key) => key.split('\0') as [string, string])));
  return loops.map((loop) => {
    const arrows = loop.slice(1).map((to, i) => {
      const from = loop[i]!;
      return `  ${from} -> ${to}: ${describeEdge(example.get(`${from}\0${to}`)!)}`;
    });
    return [loop.join(' -> '), ...arrows].join('\n');
  });
}
