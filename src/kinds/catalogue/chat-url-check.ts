import { closest, type ConfigIssue, type PathSegment } from '../../config/errors.ts';
import { isSafeUrl } from '../../domain/safe-url.ts';
import { chatHref, chatPlaceholders } from '../../domain/templates.ts';
import type { CatalogueConfig } from './schema.ts';

const known = new Set<string>(chatPlaceholders);
const use = chatPlaceholders.map((p) => `{${p}}`).join(' or ');

/**
 * `shop.chatUrl` may use only the placeholders chatHref fills (an unknown one
 * would reach visitors as literal text), and filled in it must be an https URL.
 */
export function checkChatUrl(c: CatalogueConfig): ConfigIssue[] {
  const path: PathSegment[] = ['shop', 'chatUrl'];
  const template = c.shop.chatUrl;
  const issues: ConfigIssue[] = [];
  for (const [, name = ''] of template.matchAll(/\{([^}]*)\}/g)) {
    if (known.has(name)) continue;
    const hint = closest(name, known);
    issues.push({
      code: 'unknown-placeholder',
      path,
      message: `unknown placeholder {${name}}${hint ? ` (did you mean {${hint}}?)` : ''}; use ${use}`,
    });
  }
  if (issues.length === 0 && !isSafeUrl(chatHref(template, '+91 00000 00000', 'a message'), { relative: false, httpsOnly: true }))
    issues.push({ code: 'invalid-value', path, message: `"${template}" is not an https:// URL once {phone} and {message} are filled in` });
  return issues;
}
