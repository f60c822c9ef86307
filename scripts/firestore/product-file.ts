import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseYaml } from '../../src/config/parse-yaml.ts';
import { collectionSlug } from '../../src/domain/collection-file.ts';
import { checkProduct, type Product } from '../../src/data/product.ts';
import type { Money } from '../../src/domain/price.ts';
import { productFields } from '../../src/domain/product-fields.ts';
import { hasUnprintable } from '../../src/domain/printable.ts';
import { parseCsv } from './csv.ts';

/** A product ready to write: a stable document id and exactly the fields the site reads, in their clean form. */
export interface ProductDocument {
  id: string;
  data: Omit<Product, 'id' | 'createdAt'>;
}

/** The documents of a file, or the problems (one line each, naming row and field) that forbid writing any. */
export interface Checked {
  docs: ProductDocument[];
  problems: string[];
  /** Values written in a clean form, one line each: `products.json item 3, field price: "₹1,299" read as 1299`. */
  notes: string[];
}

/** One product as the file gives it, and how a message names it ("products.csv row 3"). */
export interface SourceRecord {
  where: string;
  fields: unknown;
}

// The product fields but createdAt, which only the owner's pages set (the server's time): seeded products
// are listed after the ones the owner added there, in the order of their ids, as before. i18n only in a shop
// with other languages (their keys): a .json or .yaml file gives it as a mapping, which no CSV cell holds.
const fieldsOf = (languages: readonly string[]): readonly string[] => [
  'id',
  ...productFields(true, languages).filter((field) => field !== 'createdAt'),
];
const CSV_FLAG = /^\s*(true|false)\s*$/i;

/**
 * Reads a .csv, .json or .yaml/.yml file of products and checks every row before anything is written.
 * `money` (the shop's site.lang and site.currency) words the price example of a message; `languages` are the
 * keys of the shop's other languages, whose texts (`i18n`) a product may have.
 */
export function readProductFile(path: string, money?: Money, languages: readonly string[] = []): Checked {
  const name = basename(path);
  const problems: string[] = [];
  try {
    const text = readFileSync(path, 'utf8');
    const ext = extname(path).toLowerCase();
    if (ext === '.csv') return checkRecords(csvRecords(name, text, problems, fieldsOf(languages)), problems, money, languages);
    if (ext === '.json') return checkRecords(listRecords(name, JSON.parse(text), problems), problems, money, languages);
    if (ext === '.yaml' || ext === '.yml') {
      // The config's own reader: YAML 1.2 only (a %YAML 1.1 file would read `yes` as true), each error located.
      const yaml = parseYaml(text);
      if (!yaml.ok)
        return {
          docs: [],
          problems: yaml.issues.map((i) => `${name}${i.line ? ` line ${i.line}, col ${i.col ?? 1}` : ''}: ${i.message}`),
          notes: [],
        };
      return checkRecords(listRecords(name, yaml.data, problems), problems, money, languages);
    }
    return { docs: [], problems: [`${name}: unknown file type "${ext}"; use .csv, .json or .yaml`], notes: [] };
  } catch (e) {
    return { docs: [], problems: [`${name}: cannot be read: ${(e as Error).message}`], notes: [] };
  }
}

function csvRecords(name: string, text: string, problems: string[], allowed: readonly string[]): SourceRecord[] {
  const [header = [], ...rows] = parseCsv(text);
  const columns = header.map((h) => h.trim());
  for (const c of columns.filter((c) => !allowed.includes(c))) {
    problems.push(`${name} row 1, column "${c}": unknown column (allowed: ${allowed.join(', ')})`);
  }
  const records: SourceRecord[] = [];
  rows.forEach((cells, i) => {
    const where = `${name} row ${i + 2}`; // as a spreadsheet numbers it: the header is row 1
    if (cells.length !== columns.length) return void problems.push(`${where}: has ${cells.length} cells, the header has ${columns.length}`);
    const fields: Record<string, unknown> = {};
    columns.forEach((column, c) => {
      const cell = cells[c]!;
      if (!allowed.includes(column)) return; // reported once, at the header
      if (cell.trim() === '' && (column === 'id' || column === 'price' || column === 'hidden')) return; // empty means "none"
      // Plain numbers are what every price cell holds; anything else ("₹1,299") is left to the site's own check.
      if (column === 'price' && /^\s*\d+(\.\d+)?\s*$/.test(cell)) fields[column] = Number(cell);
      else if (column === 'hidden' && CSV_FLAG.test(cell)) fields[column] = cell.trim().toLowerCase() === 'true';
      else fields[column] = cell;
    });
    records.push({ where, fields });
  });
  return records;
}

function listRecords(name: string, value: unknown, problems: string[]): SourceRecord[] {
  if (!Array.isArray(value)) {
    problems.push(`${name}: must be a list of products`);
    return [];
  }
  return value.map((fields: unknown, i) => ({ where: `${name} item ${i + 1}`, fields }));
}

// Firestore's own limits on document ids, and ours: an id is printed by the build, check-data and
// seed, and ends up in a page's address, so it holds no escape sequence or bidi override.
function idProblem(id: string): string | undefined {
  if (id.includes('/')) return 'must not contain "/"';
  if (hasUnprintable(id)) return 'must not contain control characters (such as ESC or BEL) or bidi overrides';
  if (id === '.' || id === '..' || /^__.*__$/.test(id)) return 'is reserved by Firestore';
  if (new TextEncoder().encode(id).length > 1500) return 'is longer than 1500 bytes';
  return undefined;
}

/**
 * Validates every record with the site's own product check, and gives each a stable id (its `id`,
 * else the slug of its title) so that seeding the same file again overwrites instead of duplicating.
 * Stricter than the site: anything the site would skip, drop or cut is a problem to fix first;
 * only lossless repairs (a price string such as "₹1,299" as 1299) are written, in their clean form.
 */
export function checkRecords(records: SourceRecord[], problems: string[] = [], money?: Money, languages: readonly string[] = []): Checked {
  const allowed = fieldsOf(languages);
  const docs: ProductDocument[] = [];
  const notes: string[] = [];
  const firstWithId = new Map<string, string>();
  for (const { where, fields } of records) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      problems.push(`${where}: must be a mapping of ${allowed.join(', ')}`);
      continue;
    }
    const bad = Object.keys(fields).filter((k) => !allowed.includes(k));
    for (const key of bad) problems.push(`${where}, field ${key}: unknown field (allowed: ${allowed.join(', ')})`);
    const { id: given, ...data } = fields as Record<string, unknown>;
    const { product: checked, findings } = checkProduct({ id: '', data }, money, languages);
    const refused = findings.filter((f) => !f.cleaned);
    for (const { field, message } of refused) problems.push(`${where}, field ${field}: ${message}`);
    if (!checked || refused.length > 0) continue;
    for (const { field, message } of findings) notes.push(`${where}, field ${field}: ${message}`);
    // A mapping or list would become the id "[object Object]" or "a,b".
    if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') {
      problems.push(`${where}, field id: must be text or a number`);
      continue;
    }
    const id = given === undefined ? collectionSlug(checked.title) : String(given);
    const idIssue = id === '' ? 'cannot be made from this title; add an id' : idProblem(id);
    if (idIssue) {
      // JSON-quoted, so a control character shows as \u001b rather than acting on the terminal.
      problems.push(`${where}, field id: ${JSON.stringify(id)} ${idIssue}`);
      continue;
    }
    const earlier = firstWithId.get(id);
    if (earlier) {
      problems.push(
        `${where}, field id: "${id}" is also the id of ${earlier}${given === undefined ? ' (made from the title; add an id to tell them apart)' : ''}`,
      );
      continue;
    }
    firstWithId.set(id, where);
    const { id: _, createdAt: _time, ...product } = checked;
    docs.push({ id, data: product });
  }
  return problems.length > 0 ? { docs: [], problems, notes: [] } : { docs, problems, notes };
}
