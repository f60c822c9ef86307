import { defaultLocaleKey } from '../domain/locale-key.ts';
import type { DeclaredLanguages } from './split-texts.ts';

const stringAt = (value: unknown, key: string): string | undefined => {
  const found = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

/**
 * The languages a YAML declares, read before the schema checks it (a text per language is taken apart
 * first): site.locale (or site.lang's language) and the keys of `locales`. A wrong value there is the
 * schema's and the language checks' to report; this reads what it can.
 */
export function declaredLanguages(data: unknown): DeclaredLanguages {
  const site = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).site : undefined;
  const lang = stringAt(site, 'lang') ?? '';
  const locale = stringAt(site, 'locale');
  const defaultKey = defaultLocaleKey({ lang, ...(locale === undefined ? {} : { locale }) }) || 'en';
  const locales = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).locales : undefined;
  const others = locales !== null && typeof locales === 'object' && !Array.isArray(locales) ? Object.keys(locales) : [];
  return { defaultKey, keys: [defaultKey, ...others.filter((k) => k !== defaultKey)] };
}
