import { specCatalogue } from '../../support/catalogue';
import { renderRoute as renderAppRoute } from '../../support/render-route';

/** Renders the real app (router, layout, lazy renderer) at `path` and waits for its h1. */
export async function renderRoute(path: string) {
  const catalogue = specCatalogue();
  return { ...(await renderAppRoute(path, { catalogue })), catalogue };
}

/** The decoded preset message and the digits of the number in a wa.me link. */
export function chatParts(href: string | null): { number: string; text: string | null } {
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}
