import type { Product } from '../../data/product';
import { translationIn } from '../../domain/product-texts';
import { TRANSLATED_FIELDS } from '../../domain/product-fields';
import type { SearchField } from '../../domain/search';

/**
 * The products as one language's list page needs them, so its pre-rendered data carries no other language's
 * texts. On the default language's page (`language` undefined): no `i18n`. On another language's: that
 * language's texts only (`i18n[language]`), which the page shows (textsIn), and each default text the page still
 * needs: where that language has none (textsIn falls back to it), or where the list searches that field, since a
 * visitor may type either language's words (filterProducts). A default text the page needs neither way is ''.
 * A product without `i18n` (every product of a one-language shop) is returned as it is.
 */
export function productsInLanguage(products: readonly Product[], language: string | undefined, search: readonly SearchField[]): Product[] {
  return products.map((product) => {
    if (product.i18n === undefined) return product;
    const { i18n, ...rest } = product;
    const own = translationIn(product, language);
    if (!own) return rest;
    const reduced: Product = { ...rest, i18n: { [language!]: own } };
    for (const field of TRANSLATED_FIELDS) if (own[field] !== undefined && !search.includes(field)) reduced[field] = '';
    return reduced;
  });
}
