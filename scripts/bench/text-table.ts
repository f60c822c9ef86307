/** Plain-text columns: the first cell of each row left-aligned, the rest right-aligned unless `allLeft`. */
export function table(head: string[], rows: string[][], allLeft = false): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const cell = (c: string, i: number) => (i === 0 || allLeft ? c.padEnd(widths[i]!) : c.padStart(widths[i]!));
  return [head, ...rows].map((cells) => cells.map(cell).join('  ').trimEnd()).join('\n');
}
