import type { ShelfList, ShelfProduct } from '../../src/components/owner/shelf-product';
import type { OwnerProduct } from '../../src/data/owner/owner-products';
import type { ProductForm } from '../../src/data/product-writer';
import type { Money } from '../../src/domain/price';
import { filterProducts, SEARCH_FIELDS } from '../../src/domain/search';

// Fixed sample data for the owner's product screens: the same whatever shop Storybook is built for.
// Typed as the data layer's own shapes, so a change there that the components no longer fit fails typecheck.

/** A shop in India: rupees, written the Indian way. */
export const sampleMoney: Money = { lang: 'en-IN', currency: 'INR' };

/** Three lists, by their titles, each with its shelf's address. */
export const sampleLists: ShelfList[] = [
  { id: 'saree', title: 'Sarees', href: '/owner/products/saree' },
  { id: 'LadiesBag', title: 'Ladies Bags', href: '/owner/products/LadiesBag' },
  { id: 'kurti', title: 'Kurtis', href: '/owner/products/kurti' },
];

/** A photo drawn in one colour, inline: no request, so no story waits on the network or fails offline. */
export const swatch = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="hsl(${hue} 60% 55%)"/></svg>`,
  )}`;

const TITLES = ['Red Banarasi silk', 'Blue Tant cotton', 'Green Kantha stitch', 'Yellow Baluchari', 'Pink Jamdani', 'White Garad'];

const product = (i: number, extra: Partial<OwnerProduct> = {}): OwnerProduct => {
  const title = TITLES[i % TITLES.length]!;
  const price = 1299 + i * 250;
  const img = swatch(i * 60);
  return {
    id: `p${i + 1}`,
    form: { title, des: `Handwoven ${title.toLowerCase()} saree with blouse piece.`, img, price: String(price), hidden: false },
    shown: { title, img, price },
    hidden: false,
    createdAt: Date.UTC(2025, 6, 10) - i * 86_400_000,
    findings: [],
    unknownFields: [],
    ...extra,
  };
};

/** `n` products, newest first, all shown. */
export const sampleProducts = (n: number): OwnerProduct[] => Array.from({ length: n }, (_, i) => product(i));

/** A product the owner hid. */
export const hiddenProduct = (i: number): OwnerProduct => {
  const p = product(i);
  return { ...p, form: { ...p.form, hidden: true }, hidden: true };
};

/** A document from the console that the public list shows, with its price read from text. */
export const repairedProduct = (i: number): OwnerProduct => {
  const p = product(i);
  return { ...p, form: { ...p.form, price: '₹1,499' }, findings: [{ field: 'price', message: '"₹1,499" read as 1499', cleaned: true }] };
};

/** A document the public list skips: no title and an http: picture, and a misspelt field. */
export const skippedProduct: OwnerProduct = {
  id: 'console-7',
  form: { title: '', des: 'Added by hand in the console', img: 'http://example.com/saree.jpg' },
  hidden: false,
  createdAt: null,
  findings: [
    { field: 'title', message: 'title must be a non-empty string' },
    { field: 'img', message: 'img must be an https:// or site-relative URL' },
  ],
  unknownFields: ['titel'],
};

/** The list's search as the page runs it: title and description, as `lists[].search` says by default. */
export const sampleMatches = (p: ShelfProduct, query: string) => filterProducts([p.form], query, SEARCH_FIELDS, 1).matched > 0;

/** An empty product form, as a new product starts. */
export const emptyForm: ProductForm = { title: '', des: '', img: '', price: '', hidden: false };
