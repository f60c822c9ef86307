import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LanguageServiceHost, Program } from 'typescript';
import { ts } from '../architecture/typescript';

/**
 * The type-checked program of the project at `root`, as `tsc -p tsconfig.json` sees it; or, given
 * `memory` (absolute path -> text), of those files alone. In-memory files sit at paths under `root`,
 * so their imports (zod) resolve from its node_modules.
 */
export function loadProgram(root: string, memory?: Record<string, string>): Program {
  const file = join(root, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(file, ts.sys.readFile).config, ts.sys, root);
  const names = memory ? Object.keys(memory) : config.fileNames;
  // A fixture needs no ambient test or Vite types: it loads in a second without them.
  const options = memory ? { ...config.options, types: [] } : config.options;
  // The folders of in-memory files exist for module resolution, which looks in a folder only if it exists.
  const folders = new Set(Object.keys(memory ?? {}).flatMap((f) => ancestors(dirname(f))));
  const text = (f: string) => memory?.[f] ?? (ts.sys.fileExists(f) ? readFileSync(f, 'utf8') : undefined);
  const host: LanguageServiceHost = {
    getScriptFileNames: () => names,
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const t = text(f);
      return t === undefined ? undefined : ts.ScriptSnapshot.fromString(t);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (f) => (memory !== undefined && f in memory) || ts.sys.fileExists(f),
    readFile: text,
    readDirectory: ts.sys.readDirectory,
    directoryExists: (d) => folders.has(d) || ts.sys.directoryExists(d),
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host).getProgram()!;
}

const ancestors = (dir: string): string[] => (dirname(dir) === dir ? [dir] : [dir, ...ancestors(dirname(dir))]);
