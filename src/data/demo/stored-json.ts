import { localStore } from '../browser-storage';

/** A mapping of fields, as JSON and Firestore documents have them (not null, not a list). */
export const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the demo store keeps under `key`, parsed; null when nothing is kept or it is not JSON. */
export function storedJson(key: string): unknown {
  try {
    return JSON.parse(localStore.get(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Counters, receipts or the product overlay; anything but a mapping starts a new one (nextSeq reads a junk count as 0). */
export function storedMap(key: string): Record<string, unknown> {
  const stored = storedJson(key);
  return isMapping(stored) ? stored : {};
}
