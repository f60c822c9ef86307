import type { ConfigIssue } from '../config/errors.ts';
import { defaultLocaleKey } from '../domain/locale-key.ts';
import type { PageEntry } from '../kinds/kind.ts';
import type { CatalogueConfig } from '../catalogue/schema.ts';
import { isLanguageTag } from './locale-checks.ts';

// The same shape as a page id: a key is also the first part of its pages' addresses (/bn/saree).
const ID_LIKE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The shop's other languages (`locales`): each key an id-like URL prefix other than the default
 * language's, each `lang` a language tag of its own, and no configured page under a key's prefix
 * (/bn or /bn/…), where that language's copy of every page goes.
 */
export function checkLanguages(c: CatalogueConfig, pages: PageEntry[]): ConfigIssue[] {
  if (!c.locales) return [];
  const issues: ConfigIssue[] = [];
  const defaultKey = defaultLocaleKey(c.site);
  const langs = new Map<string, string>([[c.site.lang.toLowerCase(), 'site.lang']]);
  for (const [key, locale] of Object.entries(c.locales)) {
    const at = { path: ['locales', key], atKey: true as const };
    if (!ID_LIKE.test(key))
      issues.push({
        code: 'invalid-locale',
        ...at,
        message: `"${key}" is not a language key: lower-case letters, digits and dashes, as in its addresses (/${key.toLowerCase()}/…)`,
      });
    else if (key === defaultKey)
      issues.push({
        code: 'invalid-locale',
        ...at,
        message: `"${key}" is the default language's key (site.locale, else site.lang's language): the default language is site.lang, at the site's own addresses`,
      });
    if (!isLanguageTag(locale.lang))
      issues.push({
        code: 'invalid-value',
        path: ['locales', key, 'lang'],
        message: `"${locale.lang}" is not a language tag such as "bn-IN"`,
      });
    else {
      const before = langs.get(locale.lang.toLowerCase());
      if (before)
        issues.push({
          code: 'invalid-value',
          path: ['locales', key, 'lang'],
          message: `"${locale.lang}" is already ${before}'s: two languages with one tag cannot be told apart (hreflang)`,
        });
      else langs.set(locale.lang.toLowerCase(), `locales.${key}`);
    }
    const prefix = `/${key.toLowerCase()}`;
    for (const page of pages) {
      const route = page.route.toLowerCase();
      if (route === prefix || route.startsWith(`${prefix}/`))
        issues.push({
          code: 'route-under-locale',
          path: [...page.source, 'route'],
          message: `"${page.route}" is under ${prefix}, where the "${key}" language's pages are (locales.${key}); choose another route`,
        });
    }
  }
  return issues;
}
