/** The hidden field's name: tempting to a form-filling bot, and one the config may not use for a real field. */
export const HONEYPOT_NAME = 'website';

export interface SubmitSigns {
  /** What the hidden field holds: people never see it, so they leave it empty. */
  honeypot: string;
  /** Milliseconds since the form appeared (or since its last success). */
  elapsedMs: number;
  /** `enquiries.minSeconds`; 0 turns the time check off. */
  minSeconds: number;
}

/**
 * A submit that looks like a bot's: the hidden field filled, or sent sooner than a person can
 * read and type. Such a submit is dropped while the sender sees the usual success, so the bot
 * learns nothing to adapt to.
 */
export function looksLikeBot({ honeypot, elapsedMs, minSeconds }: SubmitSigns): boolean {
  return honeypot !== '' || (minSeconds > 0 && elapsedMs < minSeconds * 1000);
}
