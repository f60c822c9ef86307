const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON-LD for a `<script type="application/ld+json">` block: plain JSON with
 * `<`, `>`, `&` and the two JavaScript line separators written as \u escapes,
 * so no title or description (`</script>`, `<!--`) can end the block early.
 * JSON parsers read the escapes back as the same characters.
 */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
