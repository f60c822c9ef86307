export const KINDS = ['js', 'firebase', 'css', 'data', 'images', 'video', 'other'] as const;
export type ResourceKind = (typeof KINDS)[number];

/** URL paths of a build's .js files that are not its own code (see data-chunks.ts, firebase-chunks.ts). */
export interface ChunkKinds {
  data: Set<string>;
  firebase: Set<string>;
}

export const NO_CHUNKS: ChunkKinds = { data: new Set(), firebase: new Set() };

/**
 * Which bucket a response's bytes count in. Demo collections ship as .js chunks,
 * so the build (chunks.data), not the file type, marks them as data; the Firebase
 * SDK's chunks (chunks.firebase) are reported apart from the site's own code.
 */
export function classify(pathname: string, resourceType: string, contentType: string, chunks: ChunkKinds): ResourceKind {
  if (chunks.data.has(pathname) || /json/.test(contentType)) return 'data';
  if (chunks.firebase.has(pathname)) return 'firebase';
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'images';
  if (resourceType === 'media' || contentType.startsWith('video/')) return 'video';
  return 'other';
}
