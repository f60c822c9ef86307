import { describe, expect, it } from 'vitest';
import { appChunkGroups } from '../../../../scripts/vite/app-chunk';

// main imports the router and the chrome; the chrome and a page share a card; the page is lazy.
const graph: Record<string, string[]> = {
  '/src/app/boot.ts': ['/src/app/reload-once.ts'],
  '/src/app/main.tsx': [
    '/node_modules/react-router/index.js',
    '/src/shell/SiteLayout.tsx',
    '\0virtual:catalogue-site',
    '/src/app/reload-once.ts',
  ],
  '/src/shell/SiteLayout.tsx': ['/src/components/Card.tsx'],
  '/src/kinds/list/page.tsx': ['/src/components/Card.tsx', '/node_modules/keen-slider/index.js'],
};
const info = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };

describe('the app chunk', () => {
  const [helper, app] = appChunkGroups('/src/app/main.tsx', '/src/app/boot.ts');
  const name = app!.name as (id: string, graph: typeof info) => string | null;

  it('holds what main.tsx imports statically, however deep, and what it shares with pages', () => {
    for (const id of ['/node_modules/react-router/index.js', '/src/shell/SiteLayout.tsx', '/src/components/Card.tsx'])
      expect(name(id, info), id).toBe('app');
  });

  it('leaves out the entry itself, its virtual catalogue, the preload helper and what only pages import', () => {
    for (const id of ['/src/app/main.tsx', '\0virtual:catalogue-site', '/src/kinds/list/page.tsx', '/node_modules/keen-slider/index.js'])
      expect(name(id, info), id).toBeNull();
    expect(helper!.priority).toBeGreaterThan(0);
    expect((helper!.test as RegExp).test('\0vite/preload-helper.js')).toBe(true);
  });

  it('leaves out what the HTML’s own script imports too: the app must not load with the HTML', () => {
    expect(name('/src/app/reload-once.ts', info)).toBeNull();
  });
});
