import { useState } from 'react';

/** A save: resolves to null once saved, or to why it was not, in the page's words. */
export type Save = () => Promise<string | null>;

export type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; reason: string };

/** Why a save threw, as words: a save should resolve to its reason, but a bug must not leave "Saving…" up for ever. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a save, tracking it; the caller keeps whatever it sends. `reset` clears "Saved." once the owner changes something. */
export function useSave() {
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const reset = () => setSaving((now) => (now.state === 'saved' ? { state: 'idle' } : now));
  const run = async (save: Save) => {
    setSaving({ state: 'saving' });
    const reason = await save().catch(reasonOf);
    setSaving(reason === null ? { state: 'saved' } : { state: 'failed', reason });
    return reason === null;
  };
  return [saving, run, reset] as const;
}
