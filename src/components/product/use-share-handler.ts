import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { shareLink, type ShareOutcome } from './share-link';

// Long enough to read; the link to copy by hand (clipboard failed) stays until the next press.
const COPIED_MS = 4000;

/** What the last press of a Share button gave, and the link it shared. */
export interface ShareNote {
  result: ShareOutcome;
  url: string;
}

/**
 * The one share handler of a product grid: a click on any card's Share button (data-share) shares
 * that product's link. Only the pressed card's anchor gets the note, so only that card re-renders.
 */
export function useShareHandler(): { onClick: (event: MouseEvent) => void; anchor?: string; note?: ShareNote } {
  const [state, setState] = useState<{ anchor: string; note: ShareNote }>();
  useEffect(() => {
    if (state?.note.result !== 'copied') return;
    const timer = setTimeout(() => setState(undefined), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const onClick = useCallback((event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-share]') : null;
    if (!button) return;
    const anchor = button.closest('li')?.id ?? '';
    const title = button.dataset.shareTitle ?? '';
    const url = new URL(button.dataset.share ?? '', document.baseURI).href;
    // Cleared first, so pressing again announces the note again.
    setState(undefined);
    void shareLink({ title, text: title, url }, navigator).then((result) => setState({ anchor, note: { result, url } }));
  }, []);

  return { onClick, anchor: state?.anchor, note: state?.note };
}
