export const KINDS = ['js', 'css', 'data', 'images', 'video', 'other'] as const;
export type ResourceKind = (typeof KINDS)[number];

/**
 * Which bucket a response's bytes count in. Demo collections ship as .js chunks,
 * so the build manifest (dataChunks), not the file type, marks them as data.
 */
export function classify(pathname: string, resourceType: string, contentType: string, dataChunks: Set<string>): ResourceKind {
  if (dataChunks.has(pathname) || /json/.test(contentType)) return 'data';
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'images';
  if (resourceType === 'media' || contentType.startsWith('video/')) return 'video';
  return 'other';
}
