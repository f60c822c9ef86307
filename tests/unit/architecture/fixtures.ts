import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes files (path relative to the tree -> text) into a fresh temp folder and returns its path. */
export function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'architecture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const empty = 'export {};\n';

/** Every import form the graph must read, next to each one it must ignore. */
export const syntaxTree: Record<string, string> = {
  'all.tsx': `import a from './a';
import './side-effect';
import {
  b,
  c,
} from './multi/index.ts';
import * as ns from './ns';
import d, { type T1 } from './d';
import { type T2, type T3 } from './inline-types';
import type { T4 } from './type-only';
import type T5 from './type-default';
export { e } from './e';
export * from './star';
export * as starNs from './star-ns';
export type { T6 } from './export-type';
export { type T7 } from './export-inline-types';
import pkg from 'some-package';
import sub from '@scope/pkg/sub';
import catalogue from 'virtual:catalogue';
import json from './data.json';
import { x } from './folder';
export const lazy = () => import('./lazy/page');
export const later = async () => (await import('./later.tsx')).default;
export const pages = import.meta.glob('./pages/*.tsx');
export const data = import.meta.glob(['./eager/**/*.{json,ts}', '!./eager/skip.json'], { eager: true });
export const none = import.meta.glob('./nothing/*.ts');
import missing from './missing';
export const computed = (name: string) => import(name);
export const view = <div>{[a, b, c, ns, d, pkg, sub, catalogue, json, x, missing]}</div>;
`,
  ...Object.fromEntries(
    [
      ...['a', 'side-effect', 'multi/index', 'ns', 'd', 'inline-types', 'type-only', 'type-default', 'e', 'star'],
      ...['star-ns', 'export-type', 'export-inline-types'],
    ].map((name) => [`${name}.ts`, empty]),
  ),
  'data.json': '{}\n',
  'folder/index.tsx': empty,
  'lazy/page.tsx': empty,
  'later.tsx': empty,
  'pages/a.tsx': empty,
  'pages/b.tsx': empty,
  'pages/deep/c.tsx': empty,
  'eager/x.json': '{}\n',
  'eager/sub/y.ts': empty,
  'eager/skip.json': '{}\n',
  'eager/z.css': '',
  'all.test.ts': "import './a';\n",
  'types.d.ts': "import './a';\n",
};

/** A tree shaped like src/ that breaks every design rule, beside look-alikes that are allowed. */
export const violatingTree: Record<string, string> = {
  'index.ts': "import { context } from './app/context';\nexport const root = context;\n",
  'app/main.tsx': "import { routes } from './router';\ndocument.getElementById('root')?.append(String(<i>{routes}</i>));\n",
  'app/router.tsx': "import { modules } from '../shell/registry';\nimport './gone';\nexport const routes = modules;\n",
  'app/context.tsx':
    "import { z } from 'zod/mini';\nimport { parse } from 'yaml';\nimport { root } from '../index';\nexport const context = [z, parse, root];\n",
  'shell/registry.tsx': "export const modules = import.meta.glob('./*/route.tsx');\n",
  'shell/home/route.tsx':
    "import { modules } from '../registry';\nimport { context } from '../../app/context';\nimport { schema } from '../../kinds/home/kind';\nexport const route = [modules, context, schema];\n",
  'kinds/home/kind.ts':
    "import { z } from 'zod';\nimport { isSupportedCountry } from 'libphonenumber-js';\nimport { Box } from '../../theme/tokens';\nexport const schema = [z, isSupportedCountry, Box];\n",
  'kinds/home/section.ts': "import { source } from '../../data/source';\nexport const entries = source;\n",
  'kinds/home/layout.ts': "import type { Read } from '../../build-time/read';\nexport type Layout = Read;\n",
  'kinds/home/page.tsx':
    "import { useState } from 'react';\nexport type Kind = 'home';\nexport const Page = () => <p>{String(useState)}</p>;\n",
  'build-time/paths.ts': "import { Page } from '../kinds/home/page';\nexport const paths = Page;\n",
  'build-time/read.ts': "import { parse } from 'yaml';\nexport const read = parse;\n",
  'config/load.ts':
    "import { parse } from 'yaml';\nimport type { ReactNode } from 'react';\nexport const load = (n: ReactNode) => [parse, n];\n",
  'config/jsx-note.tsx': 'export const note = <b>config</b>;\n',
  'data/source.ts': "export const source = () => import('firebase/firestore');\n",
  'data/firestore/connect.ts': "import { initializeApp } from 'firebase/app';\nexport const connect = initializeApp;\n",
  'data/firestore/sign-in.ts': "import { getAuth } from 'firebase/auth';\nexport const signIn = getAuth;\n",
  'data/owner/photos.ts':
    "import { getStorage } from 'firebase/storage';\nimport { getAuth } from 'firebase/auth';\nexport const photos = [getStorage, getAuth];\n",
  'domain/price.ts': "import { paths } from '../site/paths';\nexport const price = paths;\n",
  'domain/self.ts': "import * as self from './self';\nexport const me = self;\n",
  'site/paths.ts': "export const paths = ['/'];\n",
  'components/card/Card.tsx':
    "import { price } from '../../domain/price';\nimport { type Kind } from '../../kinds/home/page';\nimport type { Config } from '../../config/schema';\nexport const Card = (k: Kind, c: Config) => <p>{String([price, k, c])}</p>;\n",
  'theme/tokens.ts': `import styled from 'styled-components';
export const Box = styled.div\`\`;
export const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
export const width = () => window.innerWidth;
export const isBrowser = typeof window !== 'undefined';
export class Title { text = document.title; static first = document['title']; }
`,
};
