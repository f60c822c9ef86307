/**
 * The single byte range of a `Range: bytes=a-b` header, clamped to the file, or
 * undefined for no header or a form this server does not honour (multiple ranges).
 * Browsers ask video this way; answering whole files would overstate video bytes.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return { start: size - suffix, end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return undefined;
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}
