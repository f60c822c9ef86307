import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Chunk groups for the browser build. Every page downloads `src/app/main.tsx` and what it imports
 * statically (React, the router, styled-components, the chrome, the site's catalogue) before it
 * hydrates; left to itself the bundler splits the modules that main shares with page chunks into a
 * dozen small chunks (a shared-libraries chunk and pieces of a few hundred bytes), each a request
 * and each compressed on its own. As one `app` chunk they are smaller (3.5 KB gzip less on /saree)
 * and the page's own chunk (its kind's code, the carousel, the zoom viewer, the enquiry form) stays apart.
 * Vite's preload helper keeps its own chunk: boot.ts needs it, and must not preload the app with the HTML.
 */
export function appChunkGroups(main = resolve('src/app/main.tsx'), boot = resolve('src/app/boot.ts')) {
  const found = new Map<string, Set<string>>();
  /** Every module `from` imports statically, directly or not. */
  const reachable = (graph: ModuleGraph, from: string) => {
    let reach = found.get(from);
    if (reach) return reach;
    reach = new Set();
    found.set(from, reach);
    const stack = [from];
    while (stack.length) {
      for (const id of graph.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
        if (reach.has(id)) continue;
        reach.add(id);
        stack.push(id);
      }
    }
    return reach;
  };
  // What the HTML's own script imports (a small helper both share) stays out of the app chunk, which
  // would otherwise load with the HTML and hold up the first paint.
  const inApp = (id: string, graph: ModuleGraph) => !reachable(graph, boot).has(id) && reachable(graph, main).has(id);
  return [
    { name: 'preload-helper', test: /preload-helper/, priority: 2 },
    {
      debugName: 'app',
      name: (id: string, graph: ModuleGraph) =>
        // Files only (no virtual module): the site's catalogue stays with main.tsx, the entry itself.
        !id.startsWith('\0') && id !== main && inApp(id, graph) ? 'app' : null,
    },
  ];
}
