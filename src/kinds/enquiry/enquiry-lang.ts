import type { SiteCatalogue } from '../../catalogue/schema';
import { catalogueLanguage } from '../../domain/language-path';
import { extraLanguageKeys } from '../../domain/shop-languages';

/**
 * The page's language, stored with the enquiry so the owner knows which to answer in: only in a shop of several
 * languages (the rules of a one-language shop refuse the key), the default language's on its pages too.
 */
export function enquiryLang(catalogue: Pick<SiteCatalogue, 'site' | 'locales' | 'language'>): { lang?: string } {
  return extraLanguageKeys(catalogue).length > 0 ? { lang: catalogueLanguage(catalogue).key } : {};
}
