import { readPrice, type Money } from '../../domain/price';
import { productFields, TRANSLATED_FIELDS } from '../../domain/product-fields';
import type { Translations } from '../../domain/product-texts';
import { storedTime } from '../../domain/stored-time';
import { checkProduct, type Finding } from '../product';
import { DUPLICATE_ID } from '../product-messages';
import type { ProductForm } from '../product-writer';
import { newestFirst } from '../public-products';
import type { RawDocument } from '../source';
import type { OwnerProduct, ProductShelf, ProductTarget } from './owner-products';

type Fields = Record<string, unknown>;

const isMapping = (data: unknown): data is Fields => typeof data === 'object' && data !== null && !Array.isArray(data);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

// toLocaleString rather than String: 1e21 would come back as "1e+21", which no price field reads.
const PLAIN = { useGrouping: false, maximumFractionDigits: 20 } as const;

/**
 * A stored price as the owner would type it again: a number, or a text the reader reads, in plain digits
 * ("₹1,299" becomes "1299"). A text the reader cannot read stays as stored, so the form shows what is wrong
 * and the writer refuses it in the reader's words; anything else is ''.
 */
function priceText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', PLAIN) : '';
  if (typeof value !== 'string') return '';
  const read = readPrice(value);
  return read === undefined ? value : read.toLocaleString('en-US', PLAIN);
}

/** The stored texts of the shop's other languages, as the owner would retype them; anything else is left out. */
function translationsForm(value: unknown, languages: readonly string[]): Translations | undefined {
  if (!isMapping(value)) return undefined;
  const texts = languages.flatMap((language) => {
    const stored = value[language];
    if (!isMapping(stored)) return [];
    const typed = Object.fromEntries(
      TRANSLATED_FIELDS.flatMap((field) => (typeof stored[field] === 'string' ? [[field, stored[field]]] : [])),
    );
    return Object.keys(typed).length > 0 ? [[language, typed] as const] : [];
  });
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

function formOf(fields: Fields, { price, languages = [] }: ProductTarget): ProductForm {
  const i18n = translationsForm(fields.i18n, languages);
  return {
    title: textOf(fields.title),
    des: textOf(fields.des),
    img: textOf(fields.img),
    ...(price ? { price: priceText(fields.price) } : {}),
    hidden: fields.hidden === true,
    ...(i18n === undefined ? {} : { i18n }),
  };
}

function ownerProduct(doc: RawDocument, target: ProductTarget, money: Money | undefined, duplicate: boolean): OwnerProduct {
  const fields = isMapping(doc.data) ? doc.data : {};
  const duplicated: Finding[] = [{ field: 'id', message: DUPLICATE_ID }];
  const { product, findings } = duplicate ? { product: undefined, findings: duplicated } : checkProduct(doc, money, target.languages);
  const known: readonly string[] = productFields(target.price, target.languages ?? []);
  const time = storedTime(fields.createdAt)?.getTime();
  return {
    id: doc.id,
    form: formOf(fields, target),
    ...(product
      ? {
          shown: {
            title: product.title,
            ...(product.img === undefined ? {} : { img: product.img }),
            // A list without prices shows none, whatever the document holds.
            ...(target.price && product.price !== undefined ? { price: product.price } : {}),
          },
        }
      : {}),
    hidden: fields.hidden === true,
    createdAt: time === undefined || Number.isNaN(time) ? null : time,
    findings,
    unknownFields: Object.keys(fields).filter((key) => !known.includes(key)),
  };
}

/**
 * A collection's documents as the owner's product pages list them (see OwnerProduct): every document, with
 * what the public reader makes of it (`money`, the shop's site.lang and site.currency, words a price it cannot
 * read), in the public list's order (newestFirst, hidden ones in their place), then the ones the reader skips,
 * in the order read. A second document with an id already seen is one of those, as the public list skips it.
 */
export function productShelf(docs: readonly RawDocument[], target: ProductTarget, money?: Money): ProductShelf {
  const seen = new Set<string>();
  const listed: OwnerProduct[] = [];
  const skipped: OwnerProduct[] = [];
  for (const doc of docs) {
    const product = ownerProduct(doc, target, money, seen.has(doc.id));
    if (product.shown) seen.add(doc.id);
    (product.shown ? listed : skipped).push(product);
  }
  return { products: [...newestFirst(listed), ...skipped] };
}
