import { useEffect, useMemo } from 'react';
import { useMatches } from 'react-router';
import { pageHead } from '../catalogue/head';
import type { Catalogue, PageEntry } from '../catalogue/schema';
import { applyHeadTags } from './apply-head-tags';

/**
 * Keeps <head> (title, description, canonical link, link-preview tags) right
 * after client-side navigation, from the same function the build used. The
 * pre-rendered HTML already has them: tags rendered in the body would be second copies.
 */
export function usePageHead(catalogue: Catalogue) {
  const leaf = useMatches().at(-1);
  const page = (leaf?.handle as { page?: PageEntry } | undefined)?.page;
  const data = leaf?.data;
  const tags = useMemo(() => (page ? pageHead(catalogue, page, data) : undefined), [catalogue, page, data]);
  useEffect(() => {
    if (tags) applyHeadTags(document, tags);
  }, [tags]);
}
