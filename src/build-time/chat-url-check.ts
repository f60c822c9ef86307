import type { ConfigIssue, PathSegment } from '../config/errors.ts';
import { unknownPlaceholders } from '../config/placeholders.ts';
import { isSafeUrl } from '../domain/safe-url.ts';
import { chatHref, chatPlaceholders } from '../domain/templates.ts';
import type { CatalogueConfig } from '../catalogue/schema.ts';

const use = chatPlaceholders.map((p) => `{${p}}`).join(' or ');

/**
 * `shop.chatUrl` may use only the placeholders chatHref fills (an unknown one
 * would reach visitors as literal text), and filled in it must be an https URL.
 */
export function checkChatUrl(c: CatalogueConfig): ConfigIssue[] {
  const path: PathSegment[] = ['shop', 'chatUrl'];
  const template = c.shop.chatUrl;
  const issues = unknownPlaceholders(template, chatPlaceholders, path, use);
  if (issues.length === 0 && !isSafeUrl(chatHref(template, '+91 00000 00000', 'a message'), { relative: false, httpsOnly: true }))
    issues.push({ code: 'invalid-value', path, message: `"${template}" is not an https:// URL once {phone} and {message} are filled in` });
  return issues;
}
