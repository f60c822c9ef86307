import { useDeferredValue, useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useHydrated } from '../../components/form/use-hydrated';

const PARAM = 'q';

export interface UrlQuery {
  /** What the Search field shows: what the visitor typed, at once. */
  query: string;
  /** What the grid filters by: the query, a render later, so typing stays responsive on slow phones. */
  shown: string;
  setQuery: (text: string) => void;
}

/**
 * A list's search text, kept in the URL (`/saree?q=banarasi`) so a link, Back and
 * reload keep the filter. Pages are pre-rendered without a query: the first client
 * render matches that HTML with '', and the URL's text applies once hydrated.
 * Typing replaces the current history entry (no entry per key) and leaves the
 * scroll position alone.
 *
 * The URL follows only once the grid shows the typed text: a navigation renders the whole page again
 * (the menu's links, the structured data), and done with the keystroke it held the grid back.
 */
export function useUrlQuery(): UrlQuery {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [typed, setTyped] = useState<string | null>(null);
  // Arriving at another entry of the same list (a link, Back, Forward) follows the URL again.
  useEffect(() => {
    if (navigationType !== NavigationType.Replace) setTyped(null);
  }, [key, navigationType]);

  const query = typed ?? (hydrated ? (params.get(PARAM) ?? '') : '');
  const shown = useDeferredValue(query);
  const inUrl = params.get(PARAM) ?? '';
  useEffect(() => {
    if (typed === null || shown !== typed || inUrl === typed) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set(PARAM, typed);
        else next.delete(PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [typed, shown, inUrl, setParams]);

  return { query, shown, setQuery: setTyped };
}
