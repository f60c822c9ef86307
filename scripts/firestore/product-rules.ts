import type { Catalogue } from '../../src/catalogue/schema.ts';
import { MAX_IMAGE_URL, productFields, TEXT_LIMITS, TRANSLATED_FIELDS } from '../../src/domain/product-fields.ts';
import { rulesString as quote } from './is-owner.ts';

const list = (items: readonly string[]) => `[${items.map(quote).join(', ')}]`;

/** The keys a product may have in a collection: its price only where one of its lists shows prices, i18n only with `languages`. */
function fieldsOf(lists: Catalogue['lists'], languages: readonly string[]): string {
  const priced = [...new Set(lists.filter((l) => l.price).map((l) => l.collection))];
  const unpriced = new Set(lists.map((l) => l.collection)).size > priced.length;
  if (priced.length === 0 || !unpriced) return `      return ${list(productFields(priced.length > 0, languages))};`;
  return `      return name in ${list(priced)}
        ? ${list(productFields(true, languages))}
        : ${list(productFields(false, languages))};`;
}

/**
 * The check of `i18n`, the texts in the shop's other languages (`languages`, their keys), key by key: only
 * those languages, each a mapping of title and des only, strings within TEXT_LIMITS. Nothing for a one-language shop.
 */
function translationRules(languages: readonly string[]): { functions: string; check: string } {
  if (languages.length === 0) return { functions: '', check: '' };
  const texts = TRANSLATED_FIELDS.map(
    (field) => `texts.get(${quote(field)}, '') is string && texts.get(${quote(field)}, '').size() <= ${TEXT_LIMITS[field]}`,
  );
  const functions = `
    // A product's texts in one of the shop's other languages: a title and a description only, within their limits.
    function isTranslation(texts) {
      return texts is map && texts.keys().hasOnly(${list(TRANSLATED_FIELDS)})
        && ${texts.join('\n        && ')};
    }

    // i18n: the shop's other languages only (src/data/product-i18n.ts), each checked by isTranslation.
    function isTranslations(i18n) {
      return i18n is map && i18n.keys().hasOnly(${list(languages)})
${languages.map((l) => `        && (!(${quote(l)} in i18n) || isTranslation(i18n[${quote(l)}]))`).join('\n')};
    }
`;
  return { functions, check: `\n        && (!('i18n' in data) || isTranslations(data.i18n))` };
}

/**
 * What the shop's owners may do to the products, or nothing without owners (then nobody writes a product
 * from a browser, as before). An owner (isOwner) may add, change and delete products of the catalogue
 * collections, each write checked field by field against src/domain/product-fields.ts: no other key, texts
 * within TEXT_LIMITS, an https:// picture, a price of 0 or more only where the list shows prices, hidden
 * true or false, createdAt the server's time on create and kept as it was on an edit, and texts in the shop's
 * other languages (`languages`, their keys) only where it has some (translationRules). A title or a
 * photo, and the rest of what visitors are shown, is the writer's (src/data/product-writer.ts) and the
 * reader's: public reads stay as they are, whatever a document holds.
 */
export function productRules(
  lists: Catalogue['lists'],
  owners: readonly string[],
  languages: readonly string[],
): { functions: string; comment: string; allow: string } {
  if (owners.length === 0) return { functions: '', comment: 'nobody may write one from a browser.', allow: '' };
  const translations = translationRules(languages);
  const functions = `${translations.functions}
    // The product fields of a collection's lists (src/domain/product-fields.ts).
    function productFields(name) {
${fieldsOf(lists, languages)}
    }

    // A product as the owner's pages write it: no other field, each of its type and within its limits.
    function isProduct(name, data) {
      return data.keys().hasOnly(productFields(name))
        && data.title is string && data.title.size() <= ${TEXT_LIMITS.title}
        && data.get('des', '') is string && data.get('des', '').size() <= ${TEXT_LIMITS.des}
        && (!('img' in data) || (data.img is string && data.img.size() <= ${MAX_IMAGE_URL} && data.img.matches('https://.+')))
        && (!('price' in data) || (data.price is number && data.price >= 0))${translations.check}
        && data.get('hidden', false) is bool;
    }

    // Added with the server's time: public lists show the newest first.
    function isNewProduct(name, data) {
      return isProduct(name, data) && data.createdAt == request.time;
    }

    // An edit keeps createdAt as it was, or keeps it absent on a product from before the owner's pages.
    function isProductEdit(name, data, before) {
      return isProduct(name, data) && data.get('createdAt', null) == before.get('createdAt', null);
    }
`;
  return {
    functions,
    comment: "only the shop's owners (isOwner) may add, change or delete one, field by field (isProduct).",
    allow: `
      allow create: if isCatalogue(collectionId) && isOwner() && isNewProduct(collectionId, request.resource.data);
      allow update: if isCatalogue(collectionId) && isOwner() && isProductEdit(collectionId, request.resource.data, resource.data);
      allow delete: if isCatalogue(collectionId) && isOwner();`,
  };
}
