import type { PathSegment } from '../config/errors.ts';
import type { LocalizedText } from '../config/localized-text.ts';

/**
 * Where the owner's reply to a visitor (`owner.texts.card.replyMessage`) is in the catalogue: the one owner
 * text that goes to the visitor, so the owner's page, in the default language, needs it in every language.
 */
export const REPLY_MESSAGE_PATH: readonly PathSegment[] = ['owner', 'texts', 'card', 'replyMessage'];

const isReply = ({ path }: LocalizedText) =>
  path.length === REPLY_MESSAGE_PATH.length && path.every((seg, i) => seg === REPLY_MESSAGE_PATH[i]);

/**
 * The reply message in the language of key `lang` (an enquiry's, already one of the shop's): its text in
 * `translations` (what the owner's page brings, see the owner kind's `everyLanguage`), else `text`, the
 * default language's, which is also the reply to an enquiry that says no language.
 */
export function replyMessageIn(text: string, translations: readonly LocalizedText[] | undefined, lang: string | undefined): string {
  if (lang === undefined) return text;
  return translations?.find(isReply)?.texts[lang] ?? text;
}
