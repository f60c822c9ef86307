/** Median of a non-empty list; the middle pair's mean for even lengths. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round = (n: number, digits = 0): number => Number(n.toFixed(digits));
