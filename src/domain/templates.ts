/** Fills {name} placeholders; unknown names stay visible so a typo is noticed, never silently dropped. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
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
