import { isBlank, trimBlanks } from '../domain/blank';
import { isSafeUrl } from '../domain/safe-url';
import { readPrice, type Money } from '../domain/price';
import { priceHint } from './price-hint';
import type { RawDocument } from './source';

// Checked by hand rather than with a schema library: four fields, on every list
// page, where a validator's runtime (zod/mini: about 5 KB gzip) was the largest
// piece of the page's own code. Strict where it protects visitors (image URLs),
// forgiving where it would only lose products: real shops' data is messy.

export interface Product {
  id: string;
  /** May be '' when the product has an image. */
  title: string;
  des: string;
  /** Absent when the document has none the site may show: the card shows a neutral placeholder. */
  img?: string;
  price?: number;
}

/** What the checks found in one field, worded for the shop owner: "price: ...". */
export interface Finding {
  field: 'document' | 'id' | 'title' | 'des' | 'img' | 'price';
  message: string;
  /** The value is shown (and seeded) in a clean form and nothing is lost: a price string read as a number. */
  cleaned?: true;
}

/** Display limits: a 1 MB string in a title must not make a card (and the page) unusable. */
export const TEXT_LIMITS = { title: 200, des: 2000 } as const;

// https only: the site's Content-Security-Policy (img-src 'self' https: data:) blocks plain http pictures,
// so one passing here would be a broken picture on the page.
const IMAGE_RULE = 'img must be an https:// or site-relative URL';
const MAX_IMAGE_URL = 2048;

/**
 * Validates and shapes one backend document; pages never see raw documents. `money` (the shop's
 * site.lang and site.currency) words the example of a price in a message about a price that could not be read.
 */
export function checkProduct(doc: RawDocument, money?: Money): { product?: Product; findings: Finding[] } {
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
  const product: Product = { id: doc.id, title, des, ...(img === undefined ? {} : { img }), ...(price === undefined ? {} : { price }) };
  return { product, findings };
}

// Lone surrogates (half an emoji, from a bad import) make encodeURIComponent throw while a card's
// chat link is built. String.prototype.toWellFormed would do, but not on every browser we support.
const LONE_SURROGATE = /\p{Surrogate}/gu;

function text(value: unknown, field: 'title' | 'des', findings: Finding[], required: boolean): string {
  if (typeof value !== 'string' || (required && isBlank(value))) {
    findings.push({ field, message: required ? 'title must be a non-empty string' : 'des must be a string' });
    return '';
  }
  // Titles are trimmed of blanks (a stray space in a spreadsheet cell); descriptions keep their layout.
  let shown = field === 'title' ? trimBlanks(value) : value;
  const limit = TEXT_LIMITS[field];
  if (shown.length > limit) {
    // Cut before a surrogate pair rather than through it.
    const end = /[\uD800-\uDBFF]/.test(shown[limit - 2] ?? '') ? limit - 2 : limit - 1;
    findings.push({ field, message: `${shown.length} characters, cut to ${limit} for display` });
    shown = `${shown.slice(0, end)}…`;
  }
  const repaired = shown.replace(LONE_SURROGATE, '\uFFFD');
  if (repaired !== shown) findings.push({ field, message: 'broken characters (lone surrogates) replaced with \uFFFD', cleaned: true });
  return repaired;
}

function imageOf(value: unknown, findings: Finding[]): string | undefined {
  // Every pre-rendered page and JSON-LD block repeats the address: a megabyte of it is a fault, not a picture.
  if (typeof value === 'string' && value.length > MAX_IMAGE_URL) {
    findings.push({ field: 'img', message: `${value.length} characters, longer than a picture address may be (${MAX_IMAGE_URL})` });
    return undefined;
  }
  const url = typeof value === 'string' ? value.trim() : '';
  if (isSafeUrl(url, { httpsOnly: true })) return url;
  findings.push({ field: 'img', message: IMAGE_RULE });
  return undefined;
}

function priceOf(value: unknown, findings: Finding[], money: Money | undefined): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && isBlank(value))) return undefined;
  const price = readPrice(value);
  if (price === undefined) {
    findings.push({ field: 'price', message: `${quoted(value)} is not an amount of 0 or more, ${priceHint(money)}; no price is shown` });
  } else if (typeof value === 'string') {
    findings.push({ field: 'price', message: `${quoted(value)} read as ${price}`, cleaned: true });
  }
  return price;
}

/** A stored value as a message quotes it: short, and on one line. */
function quoted(value: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = typeof value; // a BigInt, or an object with a cycle
  }
  return json.length > 40 ? `${json.slice(0, 39)}…` : json;
}
