import { useEffect } from 'react';
import { HydrateLater } from '../shell/HydrateLater';

function Mark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
    document.documentElement.setAttribute('data-hydrated', '');
  }, [onHydrated]);
  return null;
}

/**
 * Marks <html data-hydrated> once React has taken over the page, for tests and
 * the HTML check to wait on (before it, links work but buttons do not), after
 * running `onHydrated`. The mark is itself hydrated later, last of the page, so it
 * waits for the parts that hydrate after the first screen (see HydrateLater) too.
 */
export function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  return (
    <HydrateLater>
      <Mark onHydrated={onHydrated} />
    </HydrateLater>
  );
}
