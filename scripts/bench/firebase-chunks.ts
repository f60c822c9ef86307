import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The Firebase SDK names its own packages in the code it ships (registerVersion('@firebase/app', …),
 * '@firebase/firestore' …), and minifying keeps string literals, so a chunk naming one is the SDK's.
 * Judged from the emitted code like the data chunks, so it holds whatever the chunk is called.
 */
const FIREBASE_PACKAGE = /["'`]@firebase\/(?:app|firestore|app-check|component|util|logger)["'`]/;

export const isFirebaseModule = (code: string): boolean => FIREBASE_PACKAGE.test(code);

/** URL paths (/assets/...) of the built .js files that carry the Firebase SDK. */
export async function findFirebaseChunks(dir: string): Promise<Set<string>> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js'));
  const chunks = new Set<string>();
  for (const file of files) {
    if (isFirebaseModule(await readFile(join(dir, file), 'utf8'))) chunks.add(`/${file.split('\\').join('/')}`);
  }
  return chunks;
}
