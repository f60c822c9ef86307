import { isAbsolute, relative } from 'node:path';
import type { HtmlError } from './vnu.ts';

const EXTRACT_CHARS = 120;

/** `path:line:col message`, then the offending markup indented, so an editor can jump and a log still shows what. */
export function formatErrors(errors: HtmlError[], shownPath: (file: string) => string): string {
  return errors
    .map((e) => {
      const extract = e.extract.replace(/\s+/g, ' ').trim().slice(0, EXTRACT_CHARS);
      const where = `${shownPath(e.file)}:${e.line}:${e.column}`;
      return extract ? `${where} ${e.message}\n    ${extract}` : `${where} ${e.message}`;
    })
    .join('\n');
}

/** dist/saree.html for files in the project; snapshots in the temp dir keep their absolute path. */
export function relativePath(file: string): string {
  const inside = relative(process.cwd(), file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
}
