import type { HydrationState } from 'react-router';

/** The id of the JSON block that carries a pre-rendered page's loader data. */
export const HYDRATION_DATA_ID = 'route-data';

/**
 * Serialises loader data for a `<script type="application/json">` block: data,
 * not code, so a strict Content-Security-Policy needs no inline-script allowance.
 * `<` is escaped so that no product text can close the block early.
 */
export function serializeHydrationData(state: HydrationState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The pre-rendered page's loader data, or undefined on a page the browser renders itself (the dev server). */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}
