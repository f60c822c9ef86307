// The hidden field's name: tempting to a form-filling bot, and one the config may not use for a real field.
export { HONEYPOT_NAME } from '../../domain/enquiry-keys';

/**
 * A submit that looks like a bot's: the hidden field, which people never see, is filled. Such a submit
 * is dropped while the sender sees the usual success, so the bot learns nothing to adapt to.
 */
export function looksLikeBot(honeypot: string): boolean {
  return honeypot !== '';
}

/**
 * How long a submit waits before it is sent: what is left of `minSeconds` (`enquiries.minSeconds`, 0: no wait)
 * since the form appeared or last succeeded. A person whose browser filled the form in a blink is
 * not turned away; they wait those seconds, and a bot sending many pays them for each.
 */
export function waitBeforeSending(elapsedMs: number, minSeconds: number): number {
  const min = minSeconds * 1000;
  // Not yet shown in a running page (elapsed unknown, -Infinity): the whole minimum.
  return Math.max(0, Math.min(min, min - elapsedMs));
}
