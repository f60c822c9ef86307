/**
 * The default language's key in texts written per language: site.locale, else the language subtag
 * of site.lang, lower-cased ("en" for "en-IN"). The loader and the language switch agree through it.
 */
export function defaultLocaleKey(site: { lang: string; locale?: string | undefined }): string {
  return site.locale ?? site.lang.split(/[-_]/)[0]!.toLowerCase();
}
