import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '../catalogue/head';
import type { Catalogue, PageEntry } from '../catalogue/schema';

/**
 * Keeps <title> right after client-side navigation. The pre-rendered HTML
 * already has it: a <title> element in the body would be a second one.
 */
export function useDocumentTitle(catalogue: Catalogue) {
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { page?: PageEntry } | undefined)?.page;
  useEffect(() => {
    if (page) document.title = documentTitle(catalogue, page);
  }, [catalogue, page]);
}
