/**
 * The day products were read, in the shop's language (`site.lang`): "27 Nov 2026" for en-IN.
 * A missing or unreadable time gives '' rather than "Invalid Date".
 */
export function formatReadDate(iso: string | undefined, lang: string): string {
  const time = iso ? new Date(iso) : undefined;
  if (!time || Number.isNaN(time.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(time);
}
