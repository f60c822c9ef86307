/** Marks the offline page's markup: the browser then hydrates it as itself, whatever address it answers (see app/main.tsx). */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';
