import type { HtmlError } from './vnu.ts';

/**
 * vnu messages we accept on purpose. Each entry needs a reason that still holds;
 * an entry nothing matches any more should be deleted.
 */
const ALLOWED: { reason: string; matches: (e: HtmlError) => boolean }[] = [];

export function allowed(error: HtmlError): boolean {
  return ALLOWED.some((entry) => entry.matches(error));
}
