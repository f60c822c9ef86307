/** A stored time as a Date: a Firestore Timestamp (either SDK), a Date, or the demo store's ISO text; anything else is null. */
export function storedTime(value: unknown): Date | null {
  if (typeof value === 'string') {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? null : time;
  }
  if (value instanceof Date) return value;
  const withToDate = value as { toDate?: unknown } | null;
  return typeof withToDate?.toDate === 'function' ? (withToDate.toDate as () => Date).call(value) : null;
}
