import { useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useHydrated } from '../../components/form/use-hydrated';

const PARAM = 'q';

/**
 * A list's search text, kept in the URL (`/saree?q=banarasi`) so a link, Back and
 * reload keep the filter. Pages are pre-rendered without a query: the first client
 * render matches that HTML with '', and the URL's text applies once hydrated.
 * Typing replaces the current history entry (no entry per key) and leaves the
 * scroll position alone.
 */
export function useUrlQuery(): [query: string, setQuery: (text: string) => void] {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // What the visitor typed: the field shows it at once, while the router updates the URL a moment later.
  const [typed, setTyped] = useState<string | null>(null);
  // Arriving at another entry of the same list (a link, Back, Forward) follows the URL again.
  useEffect(() => {
    if (navigationType !== NavigationType.Replace) setTyped(null);
  }, [key, navigationType]);

  const setQuery = (text: string) => {
    setTyped(text);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(PARAM, text);
        else next.delete(PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [typed ?? (hydrated ? (params.get(PARAM) ?? '') : ''), setQuery];
}
