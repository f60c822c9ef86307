import { isBlank } from '../domain/blank';
import { isSafeUrl } from '../domain/safe-url';
import { readPrice, type Money } from '../domain/price';
import { MAX_IMAGE_URL, type ProductField } from '../domain/product-fields';
import type { Translations } from '../domain/product-texts';
import { storedTime } from '../domain/stored-time';
import { translationsOf } from './product-i18n';
import { CREATED_AT_RULE, DES_TEXT, HIDDEN_RULE, imageRule, longImage, quoted, TITLE_REQUIRED, unreadablePrice } from './product-messages';
import { shownText } from './product-text';
import type { RawDocument } from './source';

// Checked by hand rather than with a schema library: a few fields, on every list
// page, where a validator's runtime (zod/mini: about 5 KB gzip) was the largest
// piece of the page's own code. Strict where it protects visitors (image URLs),
// forgiving where it would only lose products: real shops' data is messy.
// The fields are those of src/domain/product-fields.ts; any other key of a document is left out.

export interface Product {
  id: string;
  /** May be '' when the product has an image. */
  title: string;
  des: string;
  /** Absent when the document has none the site may show: the card shows a neutral placeholder. */
  img?: string;
  price?: number;
  /** The owner hid it: public pages leave it out (src/data/public-products.ts). Absent when shown. */
  hidden?: true;
  /** When the owner's pages added it (epoch ms, the server's clock); absent on documents from before them. */
  createdAt?: number;
  /** Its texts in the shop's other languages (src/data/product-i18n.ts); absent when it has none. textsIn reads them. */
  i18n?: Translations;
}

/** What the checks found in one field, worded for the shop owner: "price: ...". */
export interface Finding {
  field: 'document' | 'id' | ProductField;
  message: string;
  /** The value is shown (and seeded) in a clean form and nothing is lost: a price string read as a number. */
  cleaned?: true;
}

/**
 * Validates and shapes one backend document; pages never see raw documents. `money` (the shop's
 * site.lang and site.currency) words the example of a price in a message about a price that could not be read;
 * `languages` are the keys of the shop's other languages (none: a one-language shop, where `i18n` is no field).
 */
export function checkProduct(
  doc: RawDocument,
  money?: Money,
  languages: readonly string[] = [],
): { product?: Product; findings: Finding[] } {
  const { data } = doc;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { findings: [{ field: 'document', message: 'not a mapping of fields' }] };
  }
  const fields = data as Record<string, unknown>;
  const findings: Finding[] = [];
  const title = text(fields.title, 'title', findings, true);
  const des = text(fields.des ?? '', 'des', findings, false);
  const img = imageOf(fields.img, findings);
  if (title === '' && img === undefined) return { findings };
  const price = priceOf(fields.price, findings, money);
  const hidden = hiddenOf(fields.hidden, findings);
  const createdAt = timeOf(fields.createdAt, findings);
  const i18n = translationsOf(fields.i18n, languages, findings);
  const product: Product = {
    id: doc.id,
    title,
    des,
    ...(img === undefined ? {} : { img }),
    ...(price === undefined ? {} : { price }),
    ...(hidden ? { hidden } : {}),
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(i18n === undefined ? {} : { i18n }),
  };
  return { product, findings };
}

function text(value: unknown, field: 'title' | 'des', findings: Finding[], required: boolean): string {
  if (typeof value !== 'string' || (required && isBlank(value))) {
    findings.push({ field, message: required ? TITLE_REQUIRED : DES_TEXT });
    return '';
  }
  const shown = shownText(value, field);
  for (const { message, cleaned } of shown.repairs) findings.push({ field, message, ...(cleaned ? { cleaned } : {}) });
  return shown.text;
}

function imageOf(value: unknown, findings: Finding[]): string | undefined {
  if (typeof value === 'string' && value.length > MAX_IMAGE_URL) {
    findings.push({ field: 'img', message: longImage(value.length) });
    return undefined;
  }
  const url = typeof value === 'string' ? value.trim() : '';
  if (isSafeUrl(url, { httpsOnly: true })) return url;
  findings.push({ field: 'img', message: imageRule(true) });
  return undefined;
}

function priceOf(value: unknown, findings: Finding[], money: Money | undefined): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && isBlank(value))) return undefined;
  const price = readPrice(value);
  if (price === undefined) {
    findings.push({ field: 'price', message: `${unreadablePrice(value, money)}; no price is shown` });
  } else if (typeof value === 'string') {
    findings.push({ field: 'price', message: `${quoted(value)} read as ${price}`, cleaned: true });
  }
  return price;
}

// A value that is not true or false shows the product: hiding one by mistake would lose a sale unnoticed.
function hiddenOf(value: unknown, findings: Finding[]): true | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return true;
  findings.push({ field: 'hidden', message: `${HIDDEN_RULE}; the product is shown` });
  return undefined;
}

// Either SDK's Timestamp (the browser's lite one, firebase-admin's at build time), or none on older documents.
function timeOf(value: unknown, findings: Finding[]): number | undefined {
  if (value === undefined) return undefined;
  const time = storedTime(value)?.getTime();
  if (time !== undefined && !Number.isNaN(time)) return time;
  findings.push({ field: 'createdAt', message: `${CREATED_AT_RULE}; listed after the products that have one` });
  return undefined;
}
