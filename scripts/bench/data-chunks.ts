import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A chunk that is nothing but one literal exported as default: what Vite makes
 * of an imported .json file (`var e=JSON.parse(`...`)` or `var e=[{...}]`).
 * Judged from the emitted code, not the build manifest, so it holds whichever
 * build script made dist/ and however src/ is laid out.
 */
const DATA_MODULE = /^(?:var|let|const) (\w+)=(?:JSON\.parse\(|\[|\{)[\s\S]*;\s*export\s*\{\s*\1 as default\s*\};?\s*$/;
const DEFAULT_LITERAL = /^export default\s*(?:JSON\.parse\(|\[|\{)[\s\S]*;?\s*$/;

export const isDataModule = (code: string): boolean => {
  const text = code.trim();
  return !/^import[\s{*"']/m.test(text) && (DATA_MODULE.test(text) || DEFAULT_LITERAL.test(text));
};

/** URL paths (/assets/...) of the built .js files that hold product data rather than code. */
export async function findDataChunks(dir: string): Promise<Set<string>> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js'));
  const chunks = new Set<string>();
  for (const file of files) {
    if (isDataModule(await readFile(join(dir, file), 'utf8'))) chunks.add(`/${file.split('\\').join('/')}`);
  }
  return chunks;
}
