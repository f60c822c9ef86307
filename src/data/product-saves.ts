/**
 * The owner's pages saying they saved to a list's collection, and a public page's code hearing it: a DOM event
 * on the window, so neither imports the other (the owner's chunks never load the public list's per-visit cache).
 */
const SAVED = 'catalogue:products-saved';

export function announceSaved(collection: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<string>(SAVED, { detail: collection }));
}

/** Calls `listener` with the collection of each save announced from now on (in the browser; nothing elsewhere). */
export function onSaved(listener: (collection: string) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(SAVED, (event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (typeof detail === 'string') listener(detail);
  });
}
