/** A text as a firestore.rules string literal: single-quoted, its backslashes and quotes escaped. */
export const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
