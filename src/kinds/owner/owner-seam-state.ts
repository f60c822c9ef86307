import { useEffect, useState } from 'react';
import { openOwner } from '../../data/owner/open-owner';
import type { InboxTarget } from '../../data/owner/owner-inbox';
import type { OwnerSeam } from '../../data/owner/owner-seam';
import type { Money } from '../../domain/price';

/** The owner's seam once it is open, or why it could not be (half-given Firebase settings, a chunk that did not load). */
export type SeamState = { status: 'opening' } | { status: 'open'; seam: OwnerSeam } | { status: 'failed'; message: string };

/** Opens the owner's seam once for the page: demo without Firebase settings, else Firebase (its own chunk). `money`: the shop's. */
export function useOwnerSeam(target: InboxTarget, timeoutMs: number, attempt: number, money?: Money): SeamState {
  const [state, setState] = useState<SeamState>({ status: 'opening' });
  const { collection, dailyLimit, utcOffsetMinutes } = target;
  // A key, not the array: a new array each render would open the seam again.
  const languages = target.languages?.join(' ');
  const { lang, currency } = money ?? {};
  useEffect(() => {
    let live = true;
    setState({ status: 'opening' });
    const shop = lang !== undefined && currency !== undefined ? { lang, currency } : undefined;
    const inbox = { collection, dailyLimit, utcOffsetMinutes, ...(languages ? { languages: languages.split(' ') } : {}) };
    openOwner(import.meta.env, inbox, timeoutMs, shop).then(
      (seam) => live && setState({ status: 'open', seam }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [collection, dailyLimit, utcOffsetMinutes, languages, timeoutMs, attempt, lang, currency]);
  return state;
}
