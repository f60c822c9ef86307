import { isBlank, trimBlanks } from '../domain/blank';
import { demoPhotoPath } from '../domain/demo-photos';
import { readPrice, type Money } from '../domain/price';
import { MAX_IMAGE_URL, TEXT_LIMITS } from '../domain/product-fields';
import type { Translations } from '../domain/product-texts';
import { isSafeUrl } from '../domain/safe-url';
import type { Finding } from './product';
import { writtenTranslations } from './product-i18n-writer';
import { BROKEN_CHARACTERS, imageRule, longImage, overLimit, TITLE_REQUIRED, unreadablePrice } from './product-messages';
import { wellFormed } from './product-text';

/** What the owner's product form holds: its texts as typed (the price too) and the photo's address ('' for none). */
export interface ProductForm {
  title: string;
  des: string;
  img: string;
  /** As typed ("1299", "₹1,299.50"; '' for none); read only on a list that shows prices. */
  price?: string;
  /** Whether the product stays off the public pages; false unless said. */
  hidden?: boolean;
  /** The title and description in the shop's other languages, by key, as typed ('' or absent: none). */
  i18n?: Translations;
}

/**
 * A product document as the owner's pages write it: product fields only (src/domain/product-fields.ts), each
 * as the reader shows it, unchanged. `createdAt` is not the form's: the data layer sets the server's time when
 * it adds a product (the rules compare it with request.time) and keeps the stored one on an edit. A field
 * absent here (no photo, no price) is absent from the document: an edit removes it.
 */
export interface ProductDocument {
  title: string;
  des: string;
  img?: string;
  price?: number;
  hidden: boolean;
  /** Only with texts in another language: without it, an edit removes the stored ones. */
  i18n?: Translations;
}

export type WrittenProduct = { document: ProductDocument; problems?: undefined } | { document?: undefined; problems: Finding[] };

export interface WriteOptions {
  /**
   * Demo mode (the seam's `auth.mode === 'demo'`): a photo kept in this browser, under DEMO_PHOTO_ROOT, is
   * accepted too. Never for a real shop, whose rules take https:// pictures only.
   */
  demoPhotos?: boolean;
}

const isDemoPhoto = (img: string) => demoPhotoPath(img) !== undefined && isSafeUrl(img);

/**
 * The strict writer beside the lenient reader (src/data/product.ts): it refuses what the reader would repair
 * or drop (a text over TEXT_LIMITS, broken characters, a price that is no amount of 0 or more, a picture
 * that is not https://) and a product with neither title nor photo, which the reader skips, each in the
 * reader's own words. `list.price` (the list's `price`) says whether the price is one of its fields,
 * `list.languages` are the keys of the shop's other languages, whose texts the form may carry (writtenTranslations);
 * `money` (site.lang and site.currency) gives the example of a price in the shop's own currency; `options`
 * let demo mode's own photo addresses through.
 */
export function writeProduct(
  form: ProductForm,
  list: { price: boolean; languages?: readonly string[] },
  money: Money,
  options: WriteOptions = {},
): WrittenProduct {
  const problems: Finding[] = [];
  const title = trimBlanks(form.title);
  const img = form.img.trim();
  if (isBlank(title) && img === '') problems.push({ field: 'title', message: TITLE_REQUIRED });
  checkText('title', title, problems);
  checkText('des', form.des, problems);
  if (img.length > MAX_IMAGE_URL) problems.push({ field: 'img', message: longImage(img.length) });
  else if (img !== '' && !isSafeUrl(img, { relative: false, httpsOnly: true }) && !(options.demoPhotos && isDemoPhoto(img)))
    problems.push({ field: 'img', message: imageRule(false) });
  const typed = list.price ? (form.price ?? '') : '';
  const price = isBlank(typed) ? undefined : readPrice(typed);
  if (!isBlank(typed) && price === undefined) problems.push({ field: 'price', message: unreadablePrice(typed, money) });
  const i18n = writtenTranslations(form.i18n, list.languages ?? [], problems);
  if (problems.length > 0) return { problems };
  return {
    document: {
      title,
      des: form.des,
      ...(img === '' ? {} : { img }),
      ...(price === undefined ? {} : { price }),
      hidden: form.hidden ?? false,
      ...(i18n === undefined ? {} : { i18n }),
    },
  };
}

function checkText(field: 'title' | 'des', value: string, problems: Finding[]): void {
  if (value.length > TEXT_LIMITS[field]) problems.push({ field, message: overLimit(value.length, TEXT_LIMITS[field]) });
  if (wellFormed(value) !== value) problems.push({ field, message: BROKEN_CHARACTERS });
}
