/** What happened when the visitor pressed Share. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** The two browser features sharing uses; either may be missing (desktop browsers, http pages). */
export interface ShareCapabilities {
  share?: (data: ShareTarget) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * The system share sheet where the browser has one; otherwise, or when it fails
 * for any reason other than the visitor closing it, the link goes to the clipboard.
 * 'failed' means neither worked: the caller shows the link to copy by hand.
 */
export async function shareLink(target: ShareTarget, browser: ShareCapabilities): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share(target);
      return 'shared';
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the visitor changed their mind, nothing failed.
      // (a DOMException, which is not an Error in every engine: read its name only).
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!browser.clipboard) return 'failed';
    await browser.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
