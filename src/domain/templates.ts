/**
 * Fills {name} placeholders; unknown names stay visible so a typo is noticed, never silently dropped.
 * Only own keys count: `{constructor}` or `{toString}` must not reach a visitor as `function Object()…`.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * A chat message: fillTemplate, except that a value given as '' (the product link on a site
 * without `site.url`) takes its placeholder out together with the separator before it,
 * so 'contact me: {title} {url}' ends at the title, with no stray ':' or '()' left for the shop to read.
 */
export function fillMessage(template: string, values: Record<string, string>): string {
  let kept = template;
  for (const [name, value] of Object.entries(values)) if (value === '') kept = omitPlaceholder(kept, name);
  return fillTemplate(kept, values);
}

function omitPlaceholder(template: string, name: string): string {
  const p = `\\{${name}\\}`;
  const separators = '[\\s:;,\u2013\u2014-]*';
  return template
    .replace(new RegExp(`\\s*[(\\[]\\s*${p}\\s*[)\\]]`, 'g'), '')
    .replace(new RegExp(`^\\s*${p}${separators}`), '')
    .replace(new RegExp(`${separators}${p}`, 'g'), '')
    .trim();
}

/** The placeholders a chat URL template may use; the config check reads this list too. */
export const chatPlaceholders = ['phone', 'message'] as const;

/**
 * A chat link from the shop's URL template (WhatsApp's `https://wa.me/{phone}?text={message}` by default):
 * messengers want the number in international form with digits only, and the message URL-encoded.
 */
export function chatHref(template: string, phone: string, message: string): string {
  const values: Record<(typeof chatPlaceholders)[number], string> = {
    phone: phone.replace(/\D/g, ''),
    message: encodeURIComponent(message),
  };
  return fillTemplate(template, values);
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
